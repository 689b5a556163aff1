import { ACCOUNT_GUARD_BAD_INFO_MESSAGE, ACCOUNT_GUARD_MESSAGE } from '@shop/domain/validation/account-guard';
import { useState } from 'react';
import { Field } from '../../../shared/ui/form/field';
import styles from '../../../shared/ui/form/form.module.css';
import { postAuthCheck } from '../api/post-auth-check';

export const GUARD_INPUT_NULL_MESSAGE = '이메일과 비밀번호를 입력해 주세요.';

/** The settings guard: e-mail and password again before account data shows (section 4). */
export function AccountGuardForm({ onPassed }: { onPassed: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!email || !password) {
      setError(GUARD_INPUT_NULL_MESSAGE);
      return;
    }
    setSending(true);
    try {
      const ok = await postAuthCheck({ email, password });
      if (ok === true) onPassed();
      else setError(ACCOUNT_GUARD_BAD_INFO_MESSAGE);
    } catch {
      setError(ACCOUNT_GUARD_BAD_INFO_MESSAGE);
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.notice}>{ACCOUNT_GUARD_MESSAGE}</p>
      <Field
        label="이메일"
        type="email"
        inputMode="email"
        autoComplete="username"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Field
        label="비밀번호"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={error}
      />
      <button type="submit" className={styles.primary} disabled={sending}>
        확인
      </button>
    </form>
  );
}
