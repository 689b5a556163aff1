import { PASSWORD_RULE_SIGNUP_MESSAGE } from '@shop/domain/validation/password';
import { Field } from '../../../shared/ui/form/field';
import type { useSignupForm } from './use-signup-form';

/** The password, checked on leaving it, and its confirmation, checked as it is typed. */
export function PasswordFields({ signup }: { signup: ReturnType<typeof useSignupForm> }) {
  return (
    <>
      <Field
        {...signup.fieldOf('password')}
        label="비밀번호"
        type="password"
        autoComplete="new-password"
        onChange={(e) => signup.set('password', e.target.value)}
        onBlur={signup.onPasswordBlur}
        hint={PASSWORD_RULE_SIGNUP_MESSAGE}
      />
      <Field
        {...signup.fieldOf('passwordConfirm')}
        label="비밀번호 확인"
        type="password"
        autoComplete="new-password"
        onFocus={signup.onPasswordConfirmFocus}
        onChange={(e) => signup.onPasswordConfirm(e.target.value)}
      />
    </>
  );
}
