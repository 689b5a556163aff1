import { createBrowserRouter, Navigate, type RouteObject, useRouteError } from 'react-router';
import { AccountScreen } from '../features/account/account-screen';
import { LoginScreen } from '../features/auth/login-screen';
import { PasswordLinkScreen } from '../features/auth/password-link-screen';
import { useSession } from '../shared/session';
import { Page } from '../shared/ui/page';
import { ErrorBox } from '../shared/ui/states';
import { AREAS } from './areas';
import { Shell } from './shell';

function RouteError() {
  return (
    <Page title="화면을 열지 못했습니다">
      <ErrorBox error={useRouteError()} onRetry={() => window.location.reload()} />
    </Page>
  );
}

function NoPermission({ children, permission }: { children: React.ReactNode; permission: string }) {
  const { may } = useSession();
  if (!may(permission as never)) return <Navigate to="/" replace />;
  return children;
}

const guard = (routes: RouteObject[], permission: string): RouteObject[] =>
  routes.map(
    (route) =>
      ({
        ...route,
        element: <NoPermission permission={permission}>{route.element}</NoPermission>,
      }) as RouteObject,
  );

export const router = createBrowserRouter(
  [
    { path: '/login', element: <LoginScreen /> },
    { path: '/password', element: <PasswordLinkScreen /> },
    {
      path: '/',
      element: <Shell />,
      errorElement: <RouteError />,
      children: [
        { path: 'account', element: <AccountScreen /> },
        ...AREAS.flatMap((area) => guard(area.routes, area.permission)),
        { path: '*', element: <Page title="찾을 수 없는 화면입니다">주소를 확인해 주세요.</Page> },
      ],
    },
  ],
  { basename: '/admin' },
);
