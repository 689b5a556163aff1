import { Link } from 'react-router';
import { isDev } from '../../shared/config/app-config';
import styles from './footer.module.css';

/** storefront-and-account.md 2.2: development-only links to the rental document's screens. */
export const DEV_SHORTCUTS = [
  { to: '/subscs', label: '렌탈 목록' },
  { to: '/purOrders/user', label: '주문/결제 내역' },
  { to: '/payments', label: '결제 내역' },
  { to: '/payments/billAuth', label: '결제 카드 등록' },
  { to: '/payments/billAuth/create', label: '결제 카드 추가' },
  { to: '/spots', label: '주소록' },
] as const;

export function DevShortcuts() {
  if (!isDev()) return null;
  return (
    <nav className={styles.dev} aria-label="개발용 바로가기">
      {DEV_SHORTCUTS.map((link) => (
        <Link key={link.to} to={link.to}>
          {link.label}
        </Link>
      ))}
    </nav>
  );
}
