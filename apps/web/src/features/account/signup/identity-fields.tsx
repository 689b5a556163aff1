import { formatPhone } from '@shop/domain/format/phone';
import {
  MOBILE_INPUT_MAX_LENGTH,
  MOBILE_PLACEHOLDER,
  sanitizeMobileInput,
} from '@shop/domain/validation/mobile';
import { isDev } from '../../../shared/config/app-config';
import { Field } from '../../../shared/ui/form/field';
import styles from '../../../shared/ui/form/form.module.css';
import own from './signup.module.css';
import type { useSignupForm } from './use-signup-form';

/** 휴대폰 본인인증, then the name and mobile it returns (typed by hand only in development). */
export function IdentityFields({ signup }: { signup: ReturnType<typeof useSignupForm> }) {
  const dev = isDev();
  const { form } = signup;
  return (
    <div className={own.verified}>
      <button
        type="button"
        className={styles.secondary}
        disabled={!signup.canVerify || signup.verification.busy}
        onClick={() => void signup.verify()}
      >
        {signup.verified ? '본인인증 완료' : '휴대폰 본인인증'}
      </button>
      <Field
        {...signup.fieldOf('name')}
        label="이름"
        autoComplete="name"
        readOnly={!dev}
        placeholder={dev ? '이름' : '본인인증 후 입력됩니다'}
        onChange={(e) => signup.set('name', e.target.value)}
      />
      <Field
        {...signup.fieldOf('mobile')}
        label="휴대폰 번호"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={MOBILE_INPUT_MAX_LENGTH}
        readOnly={!dev}
        placeholder={dev ? MOBILE_PLACEHOLDER : '본인인증 후 입력됩니다'}
        value={formatPhone(form.mobile)}
        onChange={(e) => signup.set('mobile', sanitizeMobileInput(e.target.value))}
      />
    </div>
  );
}
