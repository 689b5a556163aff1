import { zodResolver } from '@hookform/resolvers/zod';
import { type PasswordLinkInfo, passwordLinkBodySchema } from '@shop/domain/api/admin/staff';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { request } from '../../shared/api';
import { CONSOLE_NAME } from '../../shared/console-name';
import { FormInput } from '../../shared/ui/form-input';
import { FormSubmit } from '../../shared/ui/form-submit';
import { Loading } from '../../shared/ui/states';

type Body = z.infer<typeof passwordLinkBodySchema>;

/** /password?token=…: the mailed invitation or reset link; the member sets a password, then signs in. */
export function PasswordLinkScreen() {
  const token = useSearchParams()[0].get('token') ?? '';
  const info = useQuery({
    queryKey: ['password-link', token],
    queryFn: () => request<{ data: PasswordLinkInfo }>('GET', '/auth/password-link', { query: { token } }),
    enabled: token !== '',
    retry: false,
  });
  const form = useForm<Body>({
    resolver: zodResolver(passwordLinkBodySchema),
    defaultValues: { token, password: '', password_check: '' },
  });
  const save = useMutation({
    mutationFn: (body: Body) => request<{ data: true }>('POST', '/auth/password-link', { body }),
  });
  const member = info.data?.data;
  return (
    <main className="login">
      <div className="login__card">
        <h1>{CONSOLE_NAME}</h1>
        {!token || info.isError ? (
          <>
            <p className="form-error" role="alert">
              {info.error?.message ?? '링크가 올바르지 않습니다. 메일의 링크를 그대로 열어 주세요.'}
            </p>
            <Link to="/login">로그인 화면으로</Link>
          </>
        ) : info.isPending ? (
          <Loading />
        ) : save.isSuccess ? (
          <>
            <p role="status">비밀번호를 정했습니다. 이제 로그인해 주세요.</p>
            <Link to="/login" className="button button--primary">
              로그인
            </Link>
          </>
        ) : (
          <form onSubmit={form.handleSubmit((body) => save.mutate(body))} noValidate>
            <p>
              {member?.name}님({member?.email}),{' '}
              {member?.purpose === 'invite'
                ? '콘솔에서 쓸 비밀번호를 정해 주세요.'
                : '새 비밀번호를 정해 주세요.'}
            </p>
            <FormInput
              form={form}
              name="password"
              label="새 비밀번호 (10자 이상)"
              type="password"
              autoComplete="new-password"
            />
            <FormInput
              form={form}
              name="password_check"
              label="새 비밀번호 확인"
              type="password"
              autoComplete="new-password"
            />
            <FormSubmit mutation={save} label="비밀번호 정하기" pendingLabel="저장 중…" primary />
          </form>
        )}
      </div>
    </main>
  );
}
