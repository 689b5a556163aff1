import type { VerifType } from '@shop/domain/api/users';
import type { SocialSignup } from '../../../shared/auth/social-signup';
import { Field } from '../../../shared/ui/form/field';
import styles from '../../../shared/ui/form/form.module.css';
import { Agreements } from './agreements';
import { IdentityFields } from './identity-fields';
import { PasswordFields } from './password-fields';
import { useSignupForm } from './use-signup-form';

/** The sign-up form (section 5's rules, in order); `social` links a social account on the way. */
export function SignupForm({ verifType, social }: { verifType: VerifType; social: SocialSignup | null }) {
  const signup = useSignupForm(verifType, social);
  const { errors, emailNote } = signup;
  return (
    <form className={styles.form} onSubmit={signup.submit} noValidate>
      <Field
        {...signup.fieldOf('email')}
        label="이메일"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="example@domain.com"
        onChange={(e) => signup.onEmail(e.target.value)}
        error={errors.email ?? (emailNote && !emailNote.ok ? emailNote.text : null)}
        ok={emailNote?.ok ? emailNote.text : null}
        side={
          <button type="button" className={styles.side} onClick={() => void signup.checkEmail()}>
            중복확인
          </button>
        }
      />
      <IdentityFields signup={signup} />
      <PasswordFields signup={signup} />
      <Agreements agreed={signup.agreed} onChange={signup.onAgreed} error={errors.terms ?? null} />
      <button type="submit" className={styles.primary} disabled={signup.sending}>
        {signup.sending ? '가입 중…' : '가입하기'}
      </button>
      {signup.verification.frame}
    </form>
  );
}
