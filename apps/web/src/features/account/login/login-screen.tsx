import { emailError } from '@shop/domain/validation/email';
import { passwordError } from '@shop/domain/validation/password';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { analytics } from '../../../shared/analytics/analytics';
import { runAfterLogin } from '../../../shared/auth/after-login';
import { useSession } from '../../../shared/auth/auth-store';
import { forgetLoginIntent, rememberLoginRedirect } from '../../../shared/auth/login-redirect';
import { signIn } from '../../../shared/auth/sign-in';
import { Field } from '../../../shared/ui/form/field';
import styles from '../../../shared/ui/form/form.module.css';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { registeredField } from '../../../shared/ui/form/registered-field';
import { postLogin } from '../api/post-login';
import { authPaths } from '../auth-paths';
import { SocialButtons } from '../social-buttons';
import { AUTH_FAIL_QUERY_MESSAGE, type LoginFailure, loginFailure } from './login-failure';

type LoginInput = { email: string; password: string; isLocal: boolean };

export function LoginScreen() {
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const signingIn = useRef(false);
  // The login schema's rules (domain validation/login-schema), without shipping zod to this screen.
  const form = useForm<LoginInput>({ defaultValues: { email: '', password: '', isLocal: false } });
  const redirect = params.get('redirect');

  useEffect(() => {
    if (redirect) rememberLoginRedirect(redirect);
    else forgetLoginIntent();
  }, [redirect]);

  // A signed-in visitor has nothing to do here (section 2.12) — unless sent back because the server
  // refused the session (auth=fail).
  if (session && !signingIn.current && params.get('auth') !== 'fail') return <Navigate to="/" replace />;

  const onSubmit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      const answer = await postLogin({
        email: input.email,
        password: input.password,
        isLocal: !!input.isLocal,
      });
      signingIn.current = true;
      signIn(answer, !!input.isLocal);
      analytics().track('login', { method: 'email' });
      navigate(await runAfterLogin(String(answer.id)), { replace: true });
    } catch (error) {
      signingIn.current = false;
      setFailure(loginFailure(error));
    }
  });

  const { isSubmitting } = form.formState;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>로그인</h1>
      <p className={styles.lead}>소리담 계정으로 로그인해 주세요.</p>
      {params.get('auth') === 'fail' && !failure && <FormAlert>{AUTH_FAIL_QUERY_MESSAGE}</FormAlert>}
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <Field
          label="이메일"
          type="email"
          autoComplete="username"
          inputMode="email"
          placeholder="example@domain.com"
          {...registeredField(form, 'email', { validate: (value) => emailError(value) ?? true })}
        />
        <Field
          label="비밀번호"
          type="password"
          autoComplete="current-password"
          {...registeredField(form, 'password', { validate: (value) => passwordError(value) ?? true })}
        />
        <label className={styles.check}>
          <input type="checkbox" {...form.register('isLocal')} />
          로그인 상태 유지
        </label>
        {failure && (
          <FormAlert>
            {failure.message}{' '}
            {failure.offer === 'remindPassword' && <Link to={authPaths.remindPassword}>비밀번호 찾기</Link>}
            {failure.offer === 'signUp' && <Link to={authPaths.signUp}>회원가입</Link>}
          </FormAlert>
        )}
        <button type="submit" className={styles.primary} disabled={isSubmitting}>
          {isSubmitting ? '로그인 중…' : '로그인'}
        </button>
      </form>
      <nav className={styles.links} aria-label="계정 도움">
        <Link to={authPaths.remindEmail}>이메일 찾기</Link>
        <Link to={authPaths.remindPassword}>비밀번호 찾기</Link>
        <Link to={authPaths.signUp}>회원가입</Link>
      </nav>
      <p className={styles.divider}>간편 로그인</p>
      <SocialButtons />
    </div>
  );
}
