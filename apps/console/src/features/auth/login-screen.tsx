import { zodResolver } from '@hookform/resolvers/zod';
import { type StaffLoginBody, type StaffSession, staffLoginBodySchema } from '@shop/domain/api/admin/staff';
import { ApiError } from '@shop/domain/api/api-error';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { request, SESSION_ENDED_MESSAGE } from '../../shared/api';
import { CONSOLE_NAME } from '../../shared/console-name';
import { useSession } from '../../shared/session';
import { FormInput } from '../../shared/ui/form-input';
import { FormSubmit } from '../../shared/ui/form-submit';

/** Staff sign-in: e-mail and password, then the authenticator code when two-step sign-in is on. */
export function LoginScreen() {
  const { me, ended, signIn } = useSession();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from ?? '/';
  const [needsCode, setNeedsCode] = useState(false);
  const form = useForm<StaffLoginBody>({
    resolver: zodResolver(staffLoginBodySchema),
    defaultValues: { email: '', password: '' },
  });
  const login = useMutation({
    mutationFn: (body: StaffLoginBody) => request<{ data: StaffSession }>('POST', '/auth/login', { body }),
    onSuccess: ({ data }) => {
      signIn(data);
      navigate(data.staff.totp_required ? '/account' : from, { replace: true });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.extra.totp_required) setNeedsCode(true);
    },
  });
  // Signed in (now, or already): on to the screen that sent here. Its code may still be loading, so this
  // must go where the sign-in's own navigation goes, not to the dashboard.
  if (me) return <Navigate to={from} replace />;
  return (
    <main className="login">
      <form
        className="login__card"
        onSubmit={form.handleSubmit((body) => login.mutate(needsCode ? body : { ...body, code: undefined }))}
        noValidate
      >
        <h1>{CONSOLE_NAME}</h1>
        {ended && (
          <p className="notice" role="status">
            {SESSION_ENDED_MESSAGE}
          </p>
        )}
        <FormInput form={form} name="email" label="이메일" type="email" autoComplete="username" />
        <FormInput
          form={form}
          name="password"
          label="비밀번호"
          type="password"
          autoComplete="current-password"
        />
        {needsCode && (
          <FormInput
            form={form}
            name="code"
            label="인증 코드 (6자리)"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
          />
        )}
        <FormSubmit mutation={login} label="로그인" pendingLabel="로그인 중…" primary />
      </form>
    </main>
  );
}
