import { CARE_STATE, CARE_STATE_LABEL, type CareState } from '../codes/care-state';

/**
 * What staff call each AS state. The customer's labels come from the documents, which leave the paid and
 * visit-confirmed states without one and name 300 and 320 both 수리중 (rental-lifecycle.md section 4);
 * staff need to tell every state apart, so those two carry the step that led there (수리 접수, 수리 시작).
 */
export const CARE_STATE_STAFF_LABEL: Record<CareState, string> = {
  ...(CARE_STATE_LABEL as Record<CareState, string>),
  [CARE_STATE.CHECK_ASSIGN]: '수리중 · 수리 접수',
  [CARE_STATE.CHECK]: '수리중 · 수리 진행',
  [CARE_STATE.CHECK_PAYMENT]: '결제완료 · 방문일 확정 대기',
  [CARE_STATE.SET]: '방문일 확정',
};

export const careStaffLabel = (state: number): string =>
  CARE_STATE_STAFF_LABEL[state as CareState] ?? String(state);
