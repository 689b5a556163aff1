import type { Care } from '@shop/domain/api/cares';
import { CARE_STATE_MESSAGE, mayCancelCare } from '@shop/domain/care/care-rules';
import { mayMoveCare } from '@shop/domain/care/care-transitions';
import { careFirstVisitDate, careVisitInstant } from '@shop/domain/care/care-visit-date';
import { CARE_STATE, CARE_STATE_LABEL, type CareState } from '@shop/domain/codes/care-state';
import { formatDateKo } from '@shop/domain/format/date';
import { type DateChoice, dateChoice } from '../../../shared/ui/date-tiles/date-choice';

export type CareAction = 'cancel' | 'pay' | 'confirmVisit' | null;

export type CareView = {
  label: string;
  message: string;
  /** The booked visit: the engineer's (assigned, on the way) or the reinstall day the customer confirmed. */
  visit: { title: string; date: string } | null;
  action: CareAction;
};

const FIRST_VISIT: number[] = [CARE_STATE.UNSET_ASSIGN, CARE_STATE.UNSET_SHIP];
const REINSTALL: number[] = [CARE_STATE.SET, CARE_STATE.SET_ASSIGN, CARE_STATE.SET_SHIP];

export const CARE_PAID_MESSAGE = '결제가 완료되었습니다.';
export const CARE_FREE_REPAIR_CONFIRMED_MESSAGE = '무상 수리가 확인되었습니다.';
export const CARE_CANCEL_CONFIRM_MESSAGE = 'A/S 접수를 취소하시겠습니까?';

/**
 * The paying step's words: a paid repair is paid with the rental's card before the reinstall day is
 * chosen; a 0원 quote is a free repair (무상 수리) and says nothing of paying.
 */
export function carePayWording(amount: number | null) {
  return amount === 0
    ? { open: '무상 수리 확인하고 배송일 선택하기', note: '수리 비용 (무상 수리로 결제되지 않습니다)' }
    : { open: '결제하고 배송일 선택하기', note: '수리 비용 (렌탈에 등록된 카드로 결제됩니다)' };
}

/** What the customer is told once the quote is settled: paid, or (a quote of 0원) nothing was charged. */
export function carePaidMessage(amount: number): string {
  return amount > 0 ? CARE_PAID_MESSAGE : CARE_FREE_REPAIR_CONFIRMED_MESSAGE;
}

/**
 * The first visit a request without a booked day shows: the day staff would book, 3 days from now as the
 * documents say, moved past a weekend or a public holiday (decision 026).
 */
export function careVisitDate(now: Date): Date {
  return careVisitInstant(careFirstVisitDate(now));
}

/** What the AS list and detail show for a request: its label, message, booked visit and the customer's one move. */
export function careView(
  care: Pick<Care, 'state' | 'state_title' | 'state_message' | 'spot_set_at'>,
  now: Date,
): CareView {
  const state = care.state as CareState;
  const action: CareAction = mayCancelCare(state)
    ? 'cancel'
    : mayMoveCare(state, CARE_STATE.CHECK_PAYMENT)
      ? 'pay'
      : mayMoveCare(state, CARE_STATE.SET)
        ? 'confirmVisit'
        : null;
  const visit = FIRST_VISIT.includes(state)
    ? { title: '방문 예정일', date: formatDateKo(care.spot_set_at ?? careVisitDate(now)) }
    : REINSTALL.includes(state) && care.spot_set_at
      ? { title: '재설치 방문일', date: formatDateKo(care.spot_set_at) }
      : null;
  return {
    label: care.state_title || CARE_STATE_LABEL[state] || '처리중',
    message: care.state_message || CARE_STATE_MESSAGE[state] || '',
    visit,
    action,
  };
}

/** The visit days the server allows (yyyy-MM-dd), as the picker shows them: 2월 4일, 수요일. */
export function visitDateChoices(dates: readonly string[]): DateChoice[] {
  return dates.map(dateChoice);
}
