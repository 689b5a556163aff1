import type { VerifType } from '@shop/domain/api/users';
import { SIGNUP_REQUIRED_DOC_SLUGS } from '@shop/domain/codes/doc-slug';
import { STATE } from '@shop/domain/codes/generic-state';
import { formatPhone } from '@shop/domain/format/phone';
import { SIGNUP_RESET_MS } from '@shop/domain/limits/timing';
import { emailError } from '@shop/domain/validation/email';
import {
  MOBILE_INPUT_MAX_LENGTH,
  MOBILE_PLACEHOLDER,
  sanitizeMobileInput,
} from '@shop/domain/validation/mobile';
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
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { analytics } from '../../../shared/analytics/analytics';
import { runAfterLogin } from '../../../shared/auth/after-login';
import { signIn } from '../../../shared/auth/sign-in';
import { clearSocialSignup, type SocialSignup } from '../../../shared/auth/social-signup';
import { bridge } from '../../../shared/bridge/native-bridge';
import { isDev } from '../../../shared/config/app-config';
import { isApiError } from '../../../shared/http/api-error';
import { askConfirm, showAlert } from '../../../shared/ui/dialog/dialog-store';
import { Field } from '../../../shared/ui/form/field';
import styles from '../../../shared/ui/form/form.module.css';
import { isEmailAvailable } from '../api/get-duplicate-email';
import { useSignupDocs } from '../api/get-signup-docs';
import { postSignup } from '../api/post-signup';
import { authPaths } from '../auth-paths';
import { useIdentityVerification } from '../verification/use-identity-verification';
import { Agreements } from './agreements';
import own from './signup.module.css';

export const SIGNUP_FAILED_MESSAGE = '사용자를 등록하지 못했습니다.';
export const WELCOME_MESSAGE = '회원가입이 완료되었습니다. 소리담에 오신 것을 환영합니다!';
const ALREADY_REGISTERED_CONFIRM = '이미 가입된 계정입니다. 로그인하시겠습니까?.';

const EMPTY: SignUpForm = { email: '', mobile: '', name: '', password: '', passwordConfirm: '' };
type Errors = Partial<Record<SignUpField, string>>;

/** The sign-up form (section 5's rules, in order); `social` links a social account on the way. */
export function SignupForm({ verifType, social }: { verifType: VerifType; social: SocialSignup | null }) {
  const navigate = useNavigate();
  const dev = isDev();
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

  const set = (field: keyof SignUpForm, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
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

  const submit = async (event: React.FormEvent) => {
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

  const verified = verifId !== null;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Field
        ref={(el) => {
          refs.current.email = el;
        }}
        label="이메일"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="example@domain.com"
        value={form.email}
        onChange={(e) => onEmail(e.target.value)}
        error={errors.email ?? (emailNote && !emailNote.ok ? emailNote.text : null)}
        ok={emailNote?.ok ? emailNote.text : null}
        side={
          <button type="button" className={styles.side} onClick={() => void checkEmail()}>
            중복확인
          </button>
        }
      />
      <div className={own.verified}>
        <button
          type="button"
          className={styles.secondary}
          disabled={!canVerify(form.email, checkedEmail) || verification.busy}
          onClick={() => void verify()}
        >
          {verified ? '본인인증 완료' : '휴대폰 본인인증'}
        </button>
        <Field
          ref={(el) => {
            refs.current.name = el;
          }}
          label="이름"
          autoComplete="name"
          readOnly={!dev}
          placeholder={dev ? '이름' : '본인인증 후 입력됩니다'}
          value={form.name}
          onChange={(e) => set('name', e.target.value)}
          error={errors.name}
        />
        <Field
          ref={(el) => {
            refs.current.mobile = el;
          }}
          label="휴대폰 번호"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={MOBILE_INPUT_MAX_LENGTH}
          readOnly={!dev}
          placeholder={dev ? MOBILE_PLACEHOLDER : '본인인증 후 입력됩니다'}
          value={formatPhone(form.mobile)}
          onChange={(e) => set('mobile', sanitizeMobileInput(e.target.value))}
          error={errors.mobile}
        />
      </div>
      <Field
        ref={(el) => {
          refs.current.password = el;
        }}
        label="비밀번호"
        type="password"
        autoComplete="new-password"
        value={form.password}
        onChange={(e) => set('password', e.target.value)}
        onBlur={() =>
          form.password &&
          setErrors((e) => ({
            ...e,
            password: passwordError(form.password, PASSWORD_RULE_SIGNUP_MESSAGE) ?? undefined,
          }))
        }
        error={errors.password}
        hint={PASSWORD_RULE_SIGNUP_MESSAGE}
      />
      <Field
        ref={(el) => {
          refs.current.passwordConfirm = el;
        }}
        label="비밀번호 확인"
        type="password"
        autoComplete="new-password"
        value={form.passwordConfirm}
        onFocus={onPasswordConfirmFocus}
        onChange={(e) => {
          const value = e.target.value;
          setForm((f) => ({ ...f, passwordConfirm: value }));
          setErrors((er) => ({
            ...er,
            passwordConfirm: passwordConfirmError(form.password, value) ?? undefined,
          }));
        }}
        error={errors.passwordConfirm}
      />
      <Agreements agreed={agreed} onChange={setAgreed} error={errors.terms ?? null} />
      <button type="submit" className={styles.primary} disabled={sending}>
        {sending ? '가입 중…' : '가입하기'}
      </button>
      {verification.frame}
    </form>
  );
}
