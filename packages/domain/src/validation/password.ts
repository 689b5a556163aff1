export const PASSWORD_REQUIRED_MESSAGE = '비밀번호를 입력해 주세요.';
export const PASSWORD_RULE_MESSAGE = '비밀번호는 영문과 숫자를 포함하여 8~20자여야합니다.';
/** The sign-up form words the same rule differently. */
export const PASSWORD_RULE_SIGNUP_MESSAGE = '영문, 숫자 포함 최소 8~20자여야 합니다.';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 20;
export const PASSWORD_SYMBOLS = '!@#$%^&*()_+-=[]{};\':",./<>?~`\\|';

const ALLOWED = /^[A-Za-z0-9!@#$%^&*()_+\-=[\]{};':",./<>?~`\\|]+$/;

export function isValidPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    ALLOWED.test(password) &&
    /[A-Za-z]/.test(password) &&
    /[0-9]/.test(password)
  );
}

export function passwordError(
  password: string | null | undefined,
  ruleMessage: string = PASSWORD_RULE_MESSAGE,
): string | null {
  if (!password) return PASSWORD_REQUIRED_MESSAGE;
  return isValidPassword(password) ? null : ruleMessage;
}
