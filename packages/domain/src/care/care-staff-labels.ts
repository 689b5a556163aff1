import { CARE_STATE, CARE_STATE_LABEL, type CareState } from '../codes/care-state';

/**
 * What staff call each AS state. The customer's labels come from the documents, which leave the paid and
 * visit-confirmed states without one; staff need to tell every state apart.
 */
export const CARE_STATE_STAFF_LABEL: Record<CareState, string> = {
  ...(CARE_STATE_LABEL as Record<CareState, string>),
  [CARE_STATE.CHECK_PAYMENT]: '결제완료 · 방문일 확정 대기',
  [CARE_STATE.SET]: '방문일 확정',
};

export const careStaffLabel = (state: number): string =>
  CARE_STATE_STAFF_LABEL[state as CareState] ?? String(state);
