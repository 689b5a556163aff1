import { CARE_STATE, type CareState } from '../codes/care-state';

export const CARE_AGREEMENT_MESSAGE = 'A/S정책 및 개인정보 제공 동의해주세요.';
export const CARE_CREATED_MESSAGE = 'A/S 신청이 완료되었습니다.';
export const CARE_CANCELLED_MESSAGE = 'as 접수가 취소 되었습니다.';
export const CARE_CANCEL_FAILED_MESSAGE = 'as 접수 취소를 실패 했습니다';
export const CARE_VISIT_CONFIRMED_MESSAGE = '방문일이 확정 됐습니다.';
export const CARE_ATTACHMENT_ACCEPT = '.jpg,.png,.pdf';

/** A symptom must say enough for the engineer to prepare the visit: at least this many characters. */
export const CARE_SYMPTOM_MIN_LENGTH = 10;
export const CARE_SYMPTOM_MAX_LENGTH = 2000;
export const CARE_SYMPTOM_REQUIRED_MESSAGE = '증상을 입력해 주세요.';
export const CARE_SYMPTOM_SHORT_MESSAGE = `증상을 ${CARE_SYMPTOM_MIN_LENGTH}자 이상 자세히 적어 주세요.`;

/**
 * Why a symptom cannot be sent, or null: blank, or shorter than CARE_SYMPTOM_MIN_LENGTH characters once
 * trimmed (a character is a code point, so an emoji counts once). The form and the server both use it.
 */
export function careSymptomError(symptom: string): string | null {
  const length = Array.from(symptom.trim()).length;
  if (length === 0) return CARE_SYMPTOM_REQUIRED_MESSAGE;
  return length < CARE_SYMPTOM_MIN_LENGTH ? CARE_SYMPTOM_SHORT_MESSAGE : null;
}
/** The AS visit is shown this many days ahead. */
export const CARE_VISIT_DAYS_AHEAD = 3;

/** Only a request nobody has picked up yet can be withdrawn; withdrawing sets UNSET_CANCEL. */
export function mayCancelCare(state: number): boolean {
  return state === CARE_STATE.UNSET;
}

// The documents describe these in English; the wording is ours.
export const CARE_STATE_MESSAGE: Partial<Record<CareState, string>> = {
  [CARE_STATE.UNSET]: '담당자가 곧 연락드릴 예정입니다.',
  [CARE_STATE.UNSET_ASSIGN]: `AS 방문이 ${CARE_VISIT_DAYS_AHEAD}일 후로 확정되었습니다.`,
  [CARE_STATE.UNSET_SHIP]: `AS 방문이 ${CARE_VISIT_DAYS_AHEAD}일 후로 확정되었습니다.`,
  [CARE_STATE.CHECK_ASSIGN]: '엔지니어가 제품을 점검하고 수리하고 있습니다.',
  [CARE_STATE.CHECK]: '엔지니어가 제품을 점검하고 수리하고 있습니다.',
  [CARE_STATE.CHECK_COMPLETE]: '수리가 완료되었습니다. 결제 후 배송 받으실 날짜를 선택해 주세요.',
  [CARE_STATE.CHECK_PAYMENT]: '결제가 완료되었습니다. 재설치 방문일을 선택해 주세요.',
  [CARE_STATE.SET]: '재설치 방문일이 확정되었습니다. 방문 전에 연락드리겠습니다.',
};

/** A 0원 quote (무상 수리): the steps a paid repair words as paying say nothing is charged. */
const FREE_REPAIR_MESSAGE: Partial<Record<CareState, string>> = {
  [CARE_STATE.CHECK_COMPLETE]:
    '수리가 완료되었습니다. 무상 수리로 결제하실 비용은 없습니다. 확인 후 배송 받으실 날짜를 선택해 주세요.',
  [CARE_STATE.CHECK_PAYMENT]: '무상 수리가 확인되었습니다. 재설치 방문일을 선택해 주세요.',
};

/** The state's message for a request whose quote is `quoteAmount` (null: none yet): a 0원 one is a free repair. */
export function careStateMessage(state: number, quoteAmount: number | null): string {
  const free = quoteAmount === 0 ? FREE_REPAIR_MESSAGE[state as CareState] : undefined;
  return free ?? CARE_STATE_MESSAGE[state as CareState] ?? '';
}

export type CareSubmitState = { selectedCount: number; spotId: number | null; agreed: boolean };

/** The submit button stays disabled without a product, an address or the agreement. */
export function canSubmitCare(state: CareSubmitState): boolean {
  return state.selectedCount > 0 && state.spotId != null && state.agreed;
}
