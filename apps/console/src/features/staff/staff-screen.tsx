import type { StaffRow } from '@shop/domain/api/admin/staff';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@shop/domain/staff/staff-roles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getData, send } from '../../shared/api';
import { dateTime } from '../../shared/format';
import { useSession } from '../../shared/session';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { type Column, DataTable } from '../../shared/ui/data-table';
import { Field } from '../../shared/ui/field';
import { dateTimeColumn } from '../../shared/ui/format-columns';
import { CodeOptions } from '../../shared/ui/options';
import { Page } from '../../shared/ui/page';
import { QueryView } from '../../shared/ui/query-view';

type Action =
  | { kind: 'invite' }
  | { kind: 'role'; staff: StaffRow }
  | { kind: 'toggle'; staff: StaffRow }
  | { kind: 'reset'; staff: StaffRow };

type Created = { staff: StaffRow; link: { url: string; expires_at: string } };

/** Staff accounts (관리자): invite by a mailed link, change role, disable or enable, reset a password. */
export function StaffScreen() {
  const { me } = useSession();
  const queryClient = useQueryClient();
  const [action, setAction] = useState<Action | null>(null);
  const [oneTime, setOneTime] = useState<Created | null>(null);
  const list = useQuery({ queryKey: ['staff'], queryFn: () => getData<StaffRow[]>('/staff') });
  const write = useMutation({
    mutationFn: async ({ act, data }: { act: Action; data: FormData }) => {
      const text = (name: string) => String(data.get(name) ?? '').trim();
      switch (act.kind) {
        case 'invite':
          return send<Created>('POST', '/staff', {
            email: text('email'),
            name: text('name'),
            role: text('role'),
          });
        case 'role':
          return send<StaffRow>('PATCH', `/staff/${act.staff.id}`, { role: text('role') });
        case 'toggle':
          return send<StaffRow>('PATCH', `/staff/${act.staff.id}`, { disabled: !act.staff.disabled });
        case 'reset':
          return send<Created>('POST', `/staff/${act.staff.id}/reset-password`);
      }
    },
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: ['staff'] });
      if (result && 'link' in result) setOneTime(result);
      setAction(null);
    },
  });
  const open = (next: Action) => {
    write.reset();
    setAction(next);
  };

  const columns: Column<StaffRow>[] = [
    { key: 'name', header: '이름', value: (s) => s.name },
    { key: 'email', header: '이메일', value: (s) => s.email },
    { key: 'role', header: '역할', value: (s) => s.role_label },
    { key: 'totp', header: '2단계 인증', value: (s) => (s.totp_enabled ? '사용' : '미사용') },
    { key: 'state', header: '상태', value: (s) => (s.disabled ? '사용 중지' : '사용 중') },
    dateTimeColumn('last', '최근 로그인', (s) => s.last_login_at),
    {
      key: 'actions',
      header: '',
      value: () => null,
      render: (s) =>
        s.id === me?.id ? (
          <span className="field__hint">본인</span>
        ) : (
          <span className="moves">
            <button
              type="button"
              className="button button--small"
              onClick={() => open({ kind: 'role', staff: s })}
            >
              역할 변경
            </button>
            <button
              type="button"
              className="button button--small"
              onClick={() => open({ kind: 'toggle', staff: s })}
            >
              {s.disabled ? '사용 재개' : '사용 중지'}
            </button>
            <button
              type="button"
              className="button button--small"
              onClick={() => open({ kind: 'reset', staff: s })}
            >
              비밀번호 초기화
            </button>
          </span>
        ),
    },
  ];

  const title =
    action?.kind === 'invite'
      ? '직원 초대'
      : action?.kind === 'role'
        ? `${action.staff.name} 역할 변경`
        : action?.kind === 'toggle'
          ? `${action.staff.name} ${action.staff.disabled ? '사용 재개' : '사용 중지'}`
          : action?.kind === 'reset'
            ? `${action.staff.name} 비밀번호 초기화`
            : '';

  return (
    <Page
      title="직원"
      actions={
        <button type="button" className="button button--primary" onClick={() => open({ kind: 'invite' })}>
          직원 초대
        </button>
      }
    >
      {oneTime && (
        <div className="notice" role="status">
          <p>
            {oneTime.staff.email}로 비밀번호를 정하는 링크를 보냈습니다({dateTime(oneTime.link.expires_at)}
            까지, 한 번만 쓸 수 있습니다). 메일이 닿지 않으면 이 링크를 직접 전해 주세요. 지금만 표시됩니다.
          </p>
          <code className="secret">{oneTime.link.url}</code>{' '}
          <button
            type="button"
            className="button button--small"
            onClick={() => void navigator.clipboard?.writeText(oneTime.link.url)}
          >
            복사
          </button>{' '}
          <button type="button" className="button button--small" onClick={() => setOneTime(null)}>
            닫기
          </button>
        </div>
      )}
      <QueryView query={list}>
        {(staff) => <DataTable columns={columns} rows={staff} csvName="staff" />}
      </QueryView>
      <ConfirmDialog
        open={action !== null}
        title={title}
        danger={action?.kind === 'toggle' && !action.staff.disabled}
        confirmLabel={action?.kind === 'invite' ? '초대하기' : '확인'}
        mutation={write}
        onClose={() => setAction(null)}
        onConfirm={(data) => action && write.mutate({ act: action, data })}
      >
        {action?.kind === 'invite' && (
          <>
            <Field label="이메일">
              <input type="email" name="email" maxLength={200} required />
            </Field>
            <Field label="이름">
              <input name="name" maxLength={50} required />
            </Field>
            <RoleSelect />
          </>
        )}
        {action?.kind === 'role' && <RoleSelect value={action.staff.role} />}
        {action?.kind === 'toggle' && (
          <p>
            {action.staff.disabled
              ? '다시 로그인할 수 있게 됩니다.'
              : '이 직원은 곧바로 모든 기기에서 로그아웃되고 다시 로그인할 수 없습니다.'}
          </p>
        )}
        {action?.kind === 'role' && (
          <p className="field__hint">역할을 바꾸면 이 직원의 모든 세션이 끝납니다.</p>
        )}
        {action?.kind === 'reset' && (
          <p>
            지금 비밀번호는 곧바로 쓸 수 없게 되고, 새 비밀번호를 정하는 링크가 메일로 갑니다. 2단계 인증은
            꺼지며, 이 직원의 모든 세션이 끝납니다.
          </p>
        )}
      </ConfirmDialog>
    </Page>
  );
}

function RoleSelect({ value }: { value?: StaffRole }) {
  return (
    <Field label="역할">
      <select name="role" defaultValue={value ?? 'operations'}>
        <CodeOptions codes={STAFF_ROLES} label={(role) => STAFF_ROLE_LABELS[role]} />
      </select>
    </Field>
  );
}
