import { NavLink } from 'react-router';

/** The parts of the content menu. */
export function ContentTabs() {
  return (
    <nav className="tabs" aria-label="콘텐츠 메뉴">
      <NavLink to="/content" end className={({ isActive }) => (isActive ? 'tab tab--on' : 'tab')}>
        FAQ·공지
      </NavLink>
      <NavLink to="/content/docs" className={({ isActive }) => (isActive ? 'tab tab--on' : 'tab')}>
        약관·문서
      </NavLink>
      <NavLink to="/content/manuals" className={({ isActive }) => (isActive ? 'tab tab--on' : 'tab')}>
        매뉴얼
      </NavLink>
      <NavLink to="/content/promotions" className={({ isActive }) => (isActive ? 'tab tab--on' : 'tab')}>
        광고 메시지
      </NavLink>
    </nav>
  );
}
