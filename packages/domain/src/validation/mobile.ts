export const MOBILE_MAX_LENGTH = 11;
export const MOBILE_RULE_MESSAGE = '휴대폰 번호는 숫자만 최대 11자리까지 입력해 주세요.';
export const MOBILE_PLACEHOLDER = '- 없이 휴대폰 번호를 입력해 주세요.';

export function isValidMobile(mobile: string): boolean {
  return /^[0-9]+$/.test(mobile) && mobile.length <= MOBILE_MAX_LENGTH;
}

/** What a phone input keeps of what was typed: the digits, at most eleven. */
export function sanitizeMobileInput(input: string): string {
  return input.replace(/[^0-9]/g, '').slice(0, MOBILE_MAX_LENGTH);
}

/** An input shows the number with its two hyphens (formatPhone): eleven digits take thirteen characters. */
export const MOBILE_INPUT_MAX_LENGTH = MOBILE_MAX_LENGTH + 2;
