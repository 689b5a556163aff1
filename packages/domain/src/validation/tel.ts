/** A second contact number a customer may keep on the account (PATCH users/{id} tel): landline or mobile. */
export const TEL_RULE_MESSAGE = '연락처는 0으로 시작하는 9~11자리 번호로 입력해 주세요.';

/** What is stored: the digits only, whatever hyphens or spaces were typed. */
export const normalizeTel = (value: string): string => value.replace(/[\s-]/g, '');

/** Empty is allowed (no second number); otherwise 9 to 11 digits starting with 0 (02-123-4567 … 010-1234-5678). */
export function telError(value: string): string | null {
  const digits = normalizeTel(value);
  if (digits === '') return null;
  return /^0\d{8,10}$/.test(digits) ? null : TEL_RULE_MESSAGE;
}
