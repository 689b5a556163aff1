import { createBrowserRouter, Navigate, Outlet, type RouteObject, useRouteError } from 'react-router';
import { AccountScreen } from '../features/account/account-screen';
import { LoginScreen } from '../features/auth/login-screen';
import { PasswordLinkScreen } from '../features/auth/password-link-screen';
import { useSession } from '../shared/session';
import { Page } from '../shared/ui/page';
import { ErrorBox, Loading } from '../shared/ui/states';
import type { ConsoleArea } from './area';
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

/** An area's screens behind its permission: a layout route, so each screen can load its own code when opened. */
const guarded = (area: ConsoleArea): RouteObject => ({
  element: (
    <NoPermission permission={area.permission}>
      <Outlet />
    </NoPermission>
  ),
  children: area.routes,
});

export const router = createBrowserRouter(
  [
    { path: '/login', element: <LoginScreen /> },
    { path: '/password', element: <PasswordLinkScreen /> },
    {
      path: '/',
      element: <Shell />,
      errorElement: <RouteError />,
      // A screen's code is loaded when it is first opened: this shows while the first one loads.
      hydrateFallbackElement: <Loading />,
      children: [
        { path: 'account', element: <AccountScreen /> },
        ...AREAS.map(guarded),
        { path: '*', element: <Page title="찾을 수 없는 화면입니다">주소를 확인해 주세요.</Page> },
      ],
    },
  ],
  { basename: '/admin' },
);
