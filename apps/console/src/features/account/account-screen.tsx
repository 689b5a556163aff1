import type { StaffMe } from '@shop/domain/api/admin/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { send } from '../../shared/api';
import { useSession } from '../../shared/session';
import { Field } from '../../shared/ui/field';
import { Page } from '../../shared/ui/page';

/** The member's own account: two-step sign-in (required on live before anything else). */
export function AccountScreen() {
  const { me } = useSession();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const setup = useMutation({
    mutationFn: () => send<{ secret: string; uri: string }>('POST', '/auth/totp'),
  });
  const confirm = useMutation({
    mutationFn: () => send<StaffMe>('POST', '/auth/totp/confirm', { code }),
    onSuccess: (next) => queryClient.setQueryData(['auth', 'me'], next),
  });
  if (!me) return null;
  return (
    <Page title="내 계정">
      <dl className="facts">
        <dt>이름</dt>
        <dd>{me.name}</dd>
        <dt>이메일</dt>
        <dd>{me.email}</dd>
        <dt>역할</dt>
        <dd>{me.role_label}</dd>
      </dl>
      <h2>2단계 인증</h2>
      {me.totp_required && (
        <p className="notice">운영 환경에서는 2단계 인증을 설정해야 콘솔을 사용할 수 있습니다.</p>
      )}
      {me.totp_enabled ? (
        <p>켜져 있습니다. 로그인할 때 인증 앱의 6자리 코드를 입력합니다.</p>
      ) : !setup.data ? (
        <button
          type="button"
          className="button button--primary"
          disabled={setup.isPending}
          onClick={() => setup.mutate()}
        >
          2단계 인증 설정하기
        </button>
      ) : (
        <div className="stack">
          <p>
            인증 앱(Google Authenticator 등)에 아래 키를 추가한 뒤, 앱에 표시된 6자리 코드를 입력해 주세요.
          </p>
          <code className="secret">{setup.data.secret}</code>
          <Field label="인증 코드" error={confirm.error?.message}>
            <input
              inputMode="numeric"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            />
          </Field>
          <button
            type="button"
            className="button button--primary"
            disabled={code.length !== 6 || confirm.isPending}
            onClick={() => confirm.mutate()}
          >
            확인
          </button>
        </div>
      )}
      {setup.error && <p className="form-error">{setup.error.message}</p>}
    </Page>
  );
}
