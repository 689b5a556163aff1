import { PASSWORD_RULE_SIGNUP_MESSAGE } from '@shop/domain/validation/password';
import { Field } from '../../../shared/ui/form/field';
import type { useSignupForm } from './use-signup-form';

/** The password, checked on leaving it, and its confirmation, checked as it is typed. */
export function PasswordFields({ signup }: { signup: ReturnType<typeof useSignupForm> }) {
  const { form, errors } = signup;
  return (
    <>
      <Field
        ref={signup.refOf('password')}
        label="비밀번호"
        type="password"
        autoComplete="new-password"
        value={form.password}
        onChange={(e) => signup.set('password', e.target.value)}
        onBlur={signup.onPasswordBlur}
        error={errors.password}
        hint={PASSWORD_RULE_SIGNUP_MESSAGE}
      />
      <Field
        ref={signup.refOf('passwordConfirm')}
        label="비밀번호 확인"
        type="password"
        autoComplete="new-password"
        value={form.passwordConfirm}
        onFocus={signup.onPasswordConfirmFocus}
        onChange={(e) => signup.onPasswordConfirm(e.target.value)}
        error={errors.passwordConfirm}
      />
    </>
  );
}
