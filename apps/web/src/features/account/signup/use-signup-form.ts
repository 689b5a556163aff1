import type { VerifType } from '@shop/domain/api/users';
import { SIGNUP_REQUIRED_DOC_SLUGS } from '@shop/domain/codes/doc-slug';
import { STATE } from '@shop/domain/codes/generic-state';
import { SIGNUP_RESET_MS } from '@shop/domain/limits/timing';
import { emailError } from '@shop/domain/validation/email';
import { sanitizeMobileInput } from '@shop/domain/validation/mobile';
import { PASSWORD_RULE_SIGNUP_MESSAGE, passwordError } from '@shop/domain/validation/password';
import {
  canVerify,
  EMAIL_AVAILABLE_MESSAGE,
  EMAIL_DUPLICATE_MESSAGE,
  missingDocs,
  PASSWORD_CONFIRM_EMPTY_MESSAGE,
  passwordConfirmError,
  type SignUpField,
  type SignUpForm,
  signUpError,
  VERIFY_NEEDS_EMAIL_CHECK_MESSAGE,
} from '@shop/domain/validation/signup';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { analytics } from '../../../shared/analytics/analytics';
import { runAfterLogin } from '../../../shared/auth/after-login';
import { signIn } from '../../../shared/auth/sign-in';
import { clearSocialSignup, type SocialSignup } from '../../../shared/auth/social-signup';
import { bridge } from '../../../shared/bridge/native-bridge';
import { isApiError } from '../../../shared/http/api-error';
import { askConfirm, showAlert } from '../../../shared/ui/dialog/dialog-store';
import { isEmailAvailable } from '../api/get-duplicate-email';
import { useSignupDocs } from '../api/get-signup-docs';
import { postSignup } from '../api/post-signup';
import { authPaths } from '../auth-paths';
import { useIdentityVerification } from '../verification/use-identity-verification';

export const SIGNUP_FAILED_MESSAGE = '사용자를 등록하지 못했습니다.';
export const WELCOME_MESSAGE = '회원가입이 완료되었습니다. 소리담에 오신 것을 환영합니다!';
const ALREADY_REGISTERED_CONFIRM = '이미 가입된 계정입니다. 로그인하시겠습니까?.';

const EMPTY: SignUpForm = { email: '', mobile: '', name: '', password: '', passwordConfirm: '' };
export type SignupErrors = Partial<Record<SignUpField, string>>;
type Errors = SignupErrors;

/**
 * The sign-up form's state and steps (section 5's rules, in order): the e-mail check, identity
 * verification, the password rules, then POST users and the steps after every login.
 */
export function useSignupForm(verifType: VerifType, social: SocialSignup | null) {
  const navigate = useNavigate();
  const [form, setForm] = useState<SignUpForm>({ ...EMPTY, email: social?.email ?? '' });
  const [checkedEmail, setCheckedEmail] = useState<string | null>(null);
  const [emailNote, setEmailNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [verifId, setVerifId] = useState<string | null>(null);
  const [agreed, setAgreed] = useState<string[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const docs = useSignupDocs();
  const verification = useIdentityVerification(verifType);
  const refs = useRef<Partial<Record<SignUpField, HTMLInputElement | null>>>({});
  /** A field's ref: it keeps the input under the field's name, so a failed rule can focus it. */
  const refOf = (field: SignUpField) => (el: HTMLInputElement | null) => {
    refs.current[field] = el;
  };
  /** What a field's input is bound to, under its name: that ref, the typed value and the field's error. */
  const fieldOf = (field: keyof SignUpForm) => ({
    ref: refOf(field),
    value: form[field],
    error: errors[field],
  });

  const set = (field: keyof SignUpForm, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  /** The agreements ticked; a change takes away the terms error, as typing in a field takes away its own. */
  const onAgreed = (next: string[]) => {
    setAgreed(next);
    setErrors((e) => ({ ...e, terms: undefined }));
  };

  const onEmail = (value: string) => {
    set('email', value);
    // The check holds for exactly the input it ran on.
    setEmailNote(value === checkedEmail && emailNote ? emailNote : null);
  };

  const checkEmail = async () => {
    const error = emailError(form.email);
    if (error) {
      setErrors((e) => ({ ...e, email: error }));
      return;
    }
    const email = form.email;
    try {
      const free = await isEmailAvailable(email);
      setCheckedEmail(free ? email : null);
      setEmailNote({ ok: free, text: free ? EMAIL_AVAILABLE_MESSAGE : EMAIL_DUPLICATE_MESSAGE });
    } catch (err) {
      setEmailNote({ ok: false, text: isApiError(err) ? err.message : SIGNUP_FAILED_MESSAGE });
    }
  };

  const verify = async () => {
    if (!canVerify(form.email, checkedEmail)) {
      void showAlert(VERIFY_NEEDS_EMAIL_CHECK_MESSAGE);
      return;
    }
    const result = await verification.start();
    if (!result) return;
    if (!result.returnFlag || result.errFlag) {
      void showAlert(result.errMsg ?? '본인인증에 실패했습니다.');
      return;
    }
    if (result.registered) {
      if (await askConfirm(ALREADY_REGISTERED_CONFIRM)) navigate(authPaths.login);
      return;
    }
    setVerifId(result.verif_id);
    setForm((f) => ({ ...f, name: result.name ?? '', mobile: sanitizeMobileInput(result.phoneNo ?? '') }));
    setErrors((e) => ({ ...e, name: undefined, mobile: undefined }));
  };

  const onPasswordConfirmFocus = () => {
    if (!form.passwordConfirm) setErrors((e) => ({ ...e, passwordConfirm: PASSWORD_CONFIRM_EMPTY_MESSAGE }));
  };

  const reset = () => {
    setForm(EMPTY);
    setCheckedEmail(null);
    setEmailNote(null);
    setVerifId(null);
    setAgreed([]);
    setErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const rule = signUpError(form, checkedEmail, missingDocs(SIGNUP_REQUIRED_DOC_SLUGS, agreed));
    if (rule) {
      setErrors({ [rule.field ?? 'email']: rule.message });
      refs.current[rule.field ?? 'email']?.focus();
      return;
    }
    setSending(true);
    try {
      const answer = await postSignup({
        email: form.email,
        password: form.password,
        passwordConfirm: form.passwordConfirm,
        name: form.name,
        mobile: form.mobile,
        verif_id: verifId ?? undefined,
        doc_confirmables: (docs.data ?? [])
          .filter((doc) => agreed.includes(doc.slug))
          .map((doc) => ({ doc_id: doc.id, state: STATE.ENABLE })),
        social_token: social?.token,
      });
      clearSocialSignup();
      signIn(answer, false);
      bridge.userCreated(String(answer.id));
      void showAlert(WELCOME_MESSAGE);
      analytics().track('sign_up', { method: social ? 'social' : 'email' });
      const next = await runAfterLogin(String(answer.id));
      window.setTimeout(() => {
        reset();
        navigate(next, { replace: true });
      }, SIGNUP_RESET_MS);
    } catch (err) {
      setSending(false);
      if (isApiError(err) && err.status < 500) {
        const [field] = Object.keys(err.errors) as SignUpField[];
        const target: SignUpField = field === 'terms' || (field && field in EMPTY) ? field : 'email';
        setErrors({ [field === ('verif_id' as SignUpField) ? 'name' : target]: err.message });
        return;
      }
      void showAlert(SIGNUP_FAILED_MESSAGE);
    }
  };

  const onPasswordBlur = () =>
    form.password &&
    setErrors((e) => ({
      ...e,
      password: passwordError(form.password, PASSWORD_RULE_SIGNUP_MESSAGE) ?? undefined,
    }));

  const onPasswordConfirm = (value: string) => {
    setForm((f) => ({ ...f, passwordConfirm: value }));
    setErrors((er) => ({
      ...er,
      passwordConfirm: passwordConfirmError(form.password, value) ?? undefined,
    }));
  };

  return {
    form,
    set,
    errors,
    emailNote,
    onEmail,
    checkEmail,
    canVerify: canVerify(form.email, checkedEmail),
    verify,
    verification,
    verified: verifId !== null,
    onPasswordBlur,
    onPasswordConfirm,
    onPasswordConfirmFocus,
    agreed,
    onAgreed,
    sending,
    submit,
    fieldOf,
  };
}
