export const MOBILE_MAX_LENGTH = 11;
export const MOBILE_RULE_MESSAGE = '휴대폰 번호는 숫자만 최대 11자리까지 입력해 주세요.';
export const MOBILE_PLACEHOLDER = '- 없이 휴대폰 번호를 입력해 주세요.';

export function isValidMobile(mobile: string): boolean {
  return /^[0-9]+$/.test(mobile) && mobile.length <= MOBILE_MAX_LENGTH;
}

/** The refusal of a recipient's number that no one could call: not a Korean mobile number. */
export const RECIPIENT_MOBILE_MESSAGE = '받는 분의 휴대폰 번호를 정확히 입력해 주세요. (예: 01012345678)';

/**
 * A delivery recipient's number: the installer and the pickup driver call it, so it must be a Korean
 * mobile number (01X, ten or eleven digits), not merely digits within the documents' eleven.
 */
export function isRecipientMobile(mobile: string): boolean {
  return /^01[016789][0-9]{7,8}$/.test(mobile);
}

/** What a phone input keeps of what was typed: the digits, at most eleven. */
export function sanitizeMobileInput(input: string): string {
  return input.replace(/[^0-9]/g, '').slice(0, MOBILE_MAX_LENGTH);
}

/** An input shows the number with its two hyphens (formatPhone): eleven digits take thirteen characters. */
export const MOBILE_INPUT_MAX_LENGTH = MOBILE_MAX_LENGTH + 2;
