import { NavLink } from 'react-router';
import { authPaths } from '../auth-paths';
import own from './remind.module.css';

export function RemindTabs() {
  return (
    <nav className={own.tabs} aria-label="계정 찾기">
      <NavLink to={authPaths.remindEmail} className={own.tab}>
        이메일 찾기
      </NavLink>
      <NavLink to={authPaths.remindPassword} className={own.tab}>
        비밀번호 찾기
      </NavLink>
    </nav>
  );
}
