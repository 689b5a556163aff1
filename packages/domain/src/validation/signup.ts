import type { DocSlug } from '../codes/doc-slug';
import { emailError } from './email';
import { isEmpty } from './is-empty';
import { isValidMobile, MOBILE_RULE_MESSAGE } from './mobile';
import { PASSWORD_RULE_SIGNUP_MESSAGE, passwordError } from './password';
import { firstEmptyField } from './required-fields';
import type { RuleError } from './rule-error';

export const SIGNUP_EMPTY_MESSAGE = '비어있는 필수 입력 항목이 있습니다. 모든 입력 필드를 채워 주세요.';
export const EMAIL_NOT_CHECKED_MESSAGE = '등록된 이메일입니다.';
export const EMAIL_AVAILABLE_MESSAGE = '사용가능한 계정입니다.';
export const EMAIL_DUPLICATE_MESSAGE = '이미 가입된 계정입니다.';
export const PASSWORD_CONFIRM_EMPTY_MESSAGE = '위 비밀번호와 같게 한 번 더 입력해 주세요.';
export const PASSWORD_CONFIRM_MISMATCH_MESSAGE = '위 입력하신 비밀번호와 일치하지 않습니다.';
export const TERMS_REQUIRED_MESSAGE = '이용 약관에 동의해주세요.';
export const VERIFY_NEEDS_EMAIL_CHECK_MESSAGE = '이메일 중복 확인을 먼저 해 주세요.';

const FIELDS = ['email', 'mobile', 'name', 'password', 'passwordConfirm'] as const;

/** The sign-up form's fields, every one of them required. */
export type SignUpForm = Record<(typeof FIELDS)[number], string>;

export type SignUpField = keyof SignUpForm | 'terms';

export function passwordConfirmError(password: string, passwordConfirm: string): string | null {
  if (isEmpty(passwordConfirm)) return PASSWORD_CONFIRM_EMPTY_MESSAGE;
  return password === passwordConfirm ? null : PASSWORD_CONFIRM_MISMATCH_MESSAGE;
}

/** Required documents not yet agreed, in the order they are required. */
export function missingDocs(required: readonly DocSlug[], agreed: readonly string[]): DocSlug[] {
  return required.filter((slug) => !agreed.includes(slug));
}

/** The identity-verification button needs the duplicate check done on exactly the current email. */
export function canVerify(email: string, checkedEmail: string | null): boolean {
  return !isEmpty(email) && email === checkedEmail;
}

/**
 * The first reason the sign-up form cannot be sent, or null.
 * `checkedEmail` is the input the duplicate check last passed on; `missing` the required documents not agreed.
 */
export function signUpError(
  form: SignUpForm,
  checkedEmail: string | null,
  missing: readonly DocSlug[],
): RuleError<SignUpField> | null {
  const empty = firstEmptyField(form, FIELDS, SIGNUP_EMPTY_MESSAGE);
  if (empty) return empty;
  const email = emailError(form.email);
  if (email) return { field: 'email', message: email };
  if (form.email !== checkedEmail) return { field: 'email', message: EMAIL_NOT_CHECKED_MESSAGE };
  if (!isValidMobile(form.mobile)) return { field: 'mobile', message: MOBILE_RULE_MESSAGE };
  const password = passwordError(form.password, PASSWORD_RULE_SIGNUP_MESSAGE);
  if (password) return { field: 'password', message: password };
  const confirm = passwordConfirmError(form.password, form.passwordConfirm);
  if (confirm) return { field: 'passwordConfirm', message: confirm };
  if (missing.length > 0) return { field: 'terms', message: TERMS_REQUIRED_MESSAGE };
  return null;
}
