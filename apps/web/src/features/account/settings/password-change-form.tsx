import { PASSWORD_RULE_MESSAGE } from '@shop/domain/validation/password';
import {
  type PasswordChangeForm as Form,
  PASSWORD_CHANGE_SUCCESS_MESSAGE,
  passwordChangeError,
} from '@shop/domain/validation/password-change';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { signOutLocally } from '../../../shared/auth/auth-store';
import { paths } from '../../../shared/config/paths';
import { isApiError } from '../../../shared/http/api-error';
import { showAlert } from '../../../shared/ui/dialog/dialog-store';
import { Field } from '../../../shared/ui/form/field';
import styles from '../../../shared/ui/form/form.module.css';
import { postPasswordChange } from '../api/post-password-change';

export const PASSWORD_CHANGE_UNKNOWN_MESSAGE = '비밀번호를 변경하지 못했습니다. 잠시 후 다시 시도해 주세요.';
const EMPTY: Form = { password: '', password_new: '', password_new_check: '' };

/** The three password boxes, in order: the current one, the new one with its rule, and its repetition. */
const FIELDS: readonly { name: keyof Form; label: string; autoComplete: string; hint?: string }[] = [
  { name: 'password', label: '현재 비밀번호', autoComplete: 'current-password' },
  { name: 'password_new', label: '새 비밀번호', autoComplete: 'new-password', hint: PASSWORD_RULE_MESSAGE },
  { name: 'password_new_check', label: '새 비밀번호 확인', autoComplete: 'new-password' },
];

/**
 * Password change with every rule of section 5; a 401 (wrong current password) alerts and resets the form;
 * success alerts 완료되었습니다. and goes to login (every session of the account ended on the server).
 */
export function PasswordChangeForm() {
  const navigate = useNavigate();
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>({});
  const [sending, setSending] = useState(false);
  const set = (field: keyof Form, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const rule = passwordChangeError(form);
    if (rule) {
      if (rule.field) setErrors({ [rule.field]: rule.message });
      else void showAlert(rule.message);
      return;
    }
    setSending(true);
    try {
      await postPasswordChange(form);
      void showAlert(PASSWORD_CHANGE_SUCCESS_MESSAGE);
      signOutLocally();
      navigate(paths.login, { replace: true });
    } catch (err) {
      setSending(false);
      if (isApiError(err) && err.status === 401) {
        void showAlert(err.message);
        setForm(EMPTY);
        setErrors({ password: err.message });
        return;
      }
      if (isApiError(err) && err.status === 400) {
        const [field] = Object.keys(err.errors) as (keyof Form)[];
        setErrors({ [field ?? 'password_new']: err.message });
        return;
      }
      void showAlert(PASSWORD_CHANGE_UNKNOWN_MESSAGE);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="password-change-title">
      <h2 id="password-change-title" className={styles.sectionTitle}>
        비밀번호 변경
      </h2>
      {FIELDS.map((field) => (
        <Field
          key={field.name}
          label={field.label}
          type="password"
          autoComplete={field.autoComplete}
          value={form[field.name]}
          onChange={(e) => set(field.name, e.target.value)}
          error={errors[field.name]}
          hint={field.hint}
        />
      ))}
      <button type="submit" className={styles.primary} disabled={sending}>
        비밀번호 변경
      </button>
    </form>
  );
}
