import type { Care } from '@shop/domain/api/cares';
import { CARE_STATE_MESSAGE, CARE_VISIT_DAYS_AHEAD, mayCancelCare } from '@shop/domain/care/care-rules';
import { mayMoveCare } from '@shop/domain/care/care-transitions';
import { CARE_STATE, CARE_STATE_LABEL, type CareState } from '@shop/domain/codes/care-state';
import { inSeoul } from '@shop/domain/format/seoul-time';
import { addDays } from 'date-fns';

export type CareAction = 'cancel' | 'pay' | 'confirmVisit' | null;

export type CareView = {
  label: string;
  message: string;
  /** The visit shown 3 days from now (UNSET_ASSIGN, UNSET_SHIP and the visit confirmation). */
  showsVisitDate: boolean;
  action: CareAction;
};

/** What the AS detail shows for a state: its label, its message and the one thing the customer may do. */
export function careView(care: Pick<Care, 'state' | 'state_title' | 'state_message'>): CareView {
  const state = care.state as CareState;
  const action: CareAction = mayCancelCare(state)
    ? 'cancel'
    : mayMoveCare(state, CARE_STATE.CHECK_PAYMENT)
      ? 'pay'
      : mayMoveCare(state, CARE_STATE.SET)
        ? 'confirmVisit'
        : null;
  return {
    label: care.state_title || CARE_STATE_LABEL[state] || '처리중',
    message: care.state_message || CARE_STATE_MESSAGE[state] || '',
    showsVisitDate:
      state === CARE_STATE.UNSET_ASSIGN ||
      state === CARE_STATE.UNSET_SHIP ||
      state === CARE_STATE.CHECK_PAYMENT,
    action,
  };
}

/** The visit date shown: 3 days from now. */
export function careVisitDate(now: Date): Date {
  return addDays(now, CARE_VISIT_DAYS_AHEAD, { in: inSeoul });
}
