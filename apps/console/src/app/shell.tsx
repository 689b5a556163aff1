import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { useSession } from '../shared/session';
import { Loading } from '../shared/ui/states';
import { AREAS } from './areas';

/** The signed-in frame: the side menu (only the areas the member's role opens) and the screen. */
export function Shell() {
  const { me, loading, signOut } = useSession();
  const location = useLocation();
  if (loading) return <Loading />;
  if (!me) return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  if (me.totp_required && location.pathname !== '/account') return <Navigate to="/account" replace />;
  const areas = AREAS.filter((area) => me.permissions.includes(area.permission));
  return (
    <div className="shell">
      <aside className="shell__side">
        <p className="shell__brand">소리담 콘솔</p>
        <nav aria-label="메뉴">
          <ul>
            {areas.map((area) => (
              <li key={area.path}>
                <NavLink to={area.path} end={area.path === '/'}>
                  {area.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="shell__me">
          <NavLink to="/account">
            {me.name} · {me.role_label}
          </NavLink>
          <button type="button" className="button button--small" onClick={() => void signOut()}>
            로그아웃
          </button>
        </div>
      </aside>
      <main className="shell__main">
        <Outlet />
      </main>
    </div>
  );
}
