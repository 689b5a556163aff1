export const EMAIL_REQUIRED_MESSAGE = '이메일을 입력해 주세요.';
export const EMAIL_FORMAT_MESSAGE = '올바른 이메일의 형식으로 입력해 주세요. (예: example@domain.com)';

/** local@domain with a top-level part of two or more letters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email);
}

/** The message to show under the field, or null when the email is acceptable. */
export function emailError(email: string | null | undefined): string | null {
  if (!email) return EMAIL_REQUIRED_MESSAGE;
  return isValidEmail(email) ? null : EMAIL_FORMAT_MESSAGE;
}
