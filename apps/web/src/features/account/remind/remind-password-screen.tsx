import { emailError } from '@shop/domain/validation/email';
import { useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../../shared/http/api-error';
import { Field } from '../../../shared/ui/form/field';
import styles from '../../../shared/ui/form/form.module.css';
import { postResetRequest } from '../api/post-reset-request';
import { authPaths } from '../auth-paths';
import own from './remind.module.css';
import { RemindTabs } from './remind-tabs';

export const RESET_REQUESTED_MESSAGE = '입력하신 이메일로 비밀번호 재설정 안내를 보냈습니다.';
const REQUEST_FAILED = '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.';

/** Remind password: the e-mail, then the result message (a single-use link is mailed). */
export function RemindPasswordScreen() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const rule = emailError(email);
    if (rule) {
      setError(rule);
      return;
    }
    setSending(true);
    try {
      await postResetRequest(email);
      setSent(true);
    } catch (err) {
      setError(isApiError(err) && err.status < 500 ? err.message : REQUEST_FAILED);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>계정 찾기</h1>
      <RemindTabs />
      {sent ? (
        <>
          <div className={own.result} role="status">
            <p>{RESET_REQUESTED_MESSAGE}</p>
            <p className={own.since}>메일의 링크는 30분 동안 한 번만 쓸 수 있습니다.</p>
          </div>
          <Link to={authPaths.login} className={styles.primary}>
            로그인으로
          </Link>
        </>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <p className={styles.lead}>
            가입한 이메일을 입력하면 비밀번호를 다시 설정할 수 있는 링크를 보내 드립니다.
          </p>
          <Field
            label="이메일"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="example@domain.com"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setError(null);
            }}
            error={error}
          />
          <button type="submit" className={styles.primary} disabled={sending}>
            재설정 링크 받기
          </button>
        </form>
      )}
    </div>
  );
}
