import { PASSWORD_RULE_MESSAGE } from '@shop/domain/validation/password';
import { type PasswordResetField, passwordResetFieldError } from '@shop/domain/validation/password-reset';
import type { RuleError } from '@shop/domain/validation/rule-error';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/http/api-error';
import { showAlert } from '../../../shared/ui/dialog/dialog-store';
import { Field } from '../../../shared/ui/form/field';
import styles from '../../../shared/ui/form/form.module.css';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { useResetToken } from '../api/get-reset-token';
import { postResetPassword } from '../api/post-reset-password';
import { authPaths } from '../auth-paths';

export const INVALID_REQUEST_MESSAGE = '유효하지 않은 요청입니다.';
export const RESET_FAILED_MESSAGE = '비밀번호가 변경되지 않았습니다.';
export const RESET_DONE_MESSAGE = '비밀번호가 변경되었습니다. 새 비밀번호로 로그인해 주세요.';

/** The mailed link's page: the token is checked first (404: invalid request, home), then the new password. */
export function PasswordResetScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const check = useResetToken(token);
  const [form, setForm] = useState({ password_new: '', password_new_check: '' });
  // A rule's message under its own field; the server's refusal above the button.
  const [error, setError] = useState<RuleError<PasswordResetField> | null>(null);
  const [sending, setSending] = useState(false);

  const invalid = token === '' || (check.isError && isApiError(check.error) && check.error.status === 404);
  useEffect(() => {
    if (!invalid) return;
    void showAlert(INVALID_REQUEST_MESSAGE);
    navigate('/', { replace: true });
  }, [invalid, navigate]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const rule = passwordResetFieldError(form.password_new, form.password_new_check);
    if (rule) {
      setError(rule);
      return;
    }
    setSending(true);
    try {
      await postResetPassword({ token, ...form });
      void showAlert(RESET_DONE_MESSAGE);
      navigate(authPaths.login, { replace: true });
    } catch (err) {
      setSending(false);
      if (isApiError(err) && err.status === 404) {
        void showAlert(INVALID_REQUEST_MESSAGE);
        navigate('/', { replace: true });
        return;
      }
      setError({
        field: null,
        message: isApiError(err) && err.status === 400 ? err.message : RESET_FAILED_MESSAGE,
      });
    }
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>비밀번호 재설정</h1>
      <p className={styles.lead}>새로 사용할 비밀번호를 입력해 주세요.</p>
      {check.isPending || invalid ? (
        <div className={styles.stack} aria-busy="true">
          <span className={styles.bone} />
          <span className={styles.bone} />
        </div>
      ) : check.isError ? (
        <FormAlert>{RESET_FAILED_MESSAGE}</FormAlert>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <Field
            label="새 비밀번호"
            type="password"
            autoComplete="new-password"
            hint={PASSWORD_RULE_MESSAGE}
            value={form.password_new}
            onChange={(e) => setForm((f) => ({ ...f, password_new: e.target.value }))}
            error={error?.field === 'password_new' ? error.message : null}
          />
          <Field
            label="새 비밀번호 확인"
            type="password"
            autoComplete="new-password"
            value={form.password_new_check}
            onChange={(e) => setForm((f) => ({ ...f, password_new_check: e.target.value }))}
            error={error?.field === 'password_new_check' ? error.message : null}
          />
          {error?.field === null && <FormAlert>{error.message}</FormAlert>}
          <button type="submit" className={styles.primary} disabled={sending}>
            비밀번호 변경
          </button>
        </form>
      )}
    </div>
  );
}
