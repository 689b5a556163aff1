import type { User } from '@shop/domain/api/users';
import { formatPhone } from '@shop/domain/format/phone';
import { MOBILE_INPUT_MAX_LENGTH } from '@shop/domain/validation/mobile';
import { normalizeTel, telError } from '@shop/domain/validation/tel';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { userQueryOptions } from '../../../shared/api/get-user';
import { isApiError } from '../../../shared/http/api-error';
import { showAlert, showToast } from '../../../shared/ui/dialog/dialog-store';
import { Field } from '../../../shared/ui/form/field';
import styles from '../../../shared/ui/form/form.module.css';
import { patchUser } from '../api/patch-user';
import own from './settings.module.css';

export const PROFILE_SAVED_MESSAGE = '개인정보가 저장되었습니다.';
export const PROFILE_SAVE_FAILED = '개인정보를 저장하지 못했습니다. 잠시 후 다시 시도해 주세요.';

/**
 * 개인정보: name, e-mail and mobile as identity verification gave them (read only), and the second contact
 * number the customer may change (PATCH users/{id}).
 */
export function ProfileForm({ userId, user }: { userId: string; user: User | undefined }) {
  const queryClient = useQueryClient();
  const saved = user?.tel ?? '';
  const [tel, setTel] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const value = tel ?? saved;
  const changed = tel !== null && normalizeTel(tel) !== saved;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const rule = telError(value);
    if (rule) return setError(rule);
    setSending(true);
    try {
      const next = await patchUser(userId, { tel: normalizeTel(value) || null });
      queryClient.setQueryData(userQueryOptions(userId).queryKey, next);
      setTel(null);
      showToast(PROFILE_SAVED_MESSAGE);
    } catch (err) {
      const message = isApiError(err) && err.status === 400 ? err.errors.tel?.[0] : undefined;
      if (message) setError(message);
      else void showAlert(PROFILE_SAVE_FAILED);
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="개인정보">
      <dl className={own.profile}>
        <dt>이름</dt>
        <dd>{user?.name ?? '…'}</dd>
        <dt>이메일</dt>
        <dd>{user?.email ?? '…'}</dd>
        <dt>휴대폰</dt>
        <dd>{user ? formatPhone(user.mobile ?? '') || '-' : '…'}</dd>
      </dl>
      <p className={styles.message}>이름과 휴대폰 번호는 본인인증 정보로 관리됩니다.</p>
      <Field
        label="비상 연락처 (선택)"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        placeholder="예: 02-123-4567"
        maxLength={MOBILE_INPUT_MAX_LENGTH}
        value={formatPhone(value)}
        disabled={!user}
        error={error}
        hint="휴대폰으로 연락이 닿지 않을 때 배송·설치 기사님이 연락드리는 번호입니다."
        onChange={(e) => {
          setTel(e.target.value.replace(/\D/g, ''));
          setError(null);
        }}
      />
      <button type="submit" className={styles.primary} disabled={!changed || sending}>
        {sending ? '저장 중…' : '저장'}
      </button>
    </form>
  );
}
