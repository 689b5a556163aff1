import type { RefObject } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useCartCount } from '../../shared/cart/cart-store';
import { requestCartSync } from '../../shared/cart/request-cart-sync';
import { isDev } from '../../shared/config/app-config';
import { isBackButtonHidden, normalisePath, paths } from '../../shared/config/paths';
import { HelpDropdown } from '../../shared/ui/help-dropdown/help-dropdown';
import { BackIcon, CartIcon, MenuIcon, SearchIcon } from '../../shared/ui/icons';
import { helpLinks } from './help-links';
import { Logo } from './logo';
import styles from './top-bar.module.css';

type Props = { menuOpen: boolean; onMenu: () => void; menuButtonRef: RefObject<HTMLButtonElement | null> };

export function TopBar({ menuOpen, onMenu, menuButtonRef }: Props) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const cartCount = useCartCount();
  const onCart = normalisePath(pathname) === paths.carts;

  const goBack = () => {
    // With no earlier page of this app in the history (a shared link), back means home.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(paths.home);
  };

  return (
    <header className={styles.bar}>
      <div className={styles.start}>
        {!isBackButtonHidden(pathname) && (
          <button type="button" className={styles.iconButton} aria-label="뒤로 가기" onClick={goBack}>
            <BackIcon />
          </button>
        )}
        <Link to={paths.home} className={styles.logo} aria-label="소리담 홈">
          <Logo wordClassName={styles.wordmark} />
        </Link>
      </div>
      <div className={styles.end}>
        {isDev() && (
          // Development only: the product list carries the development filters and search.
          <Link to={paths.prods} className={styles.iconButton} aria-label="상품 검색">
            <SearchIcon />
          </Link>
        )}
        <HelpDropdown links={helpLinks(isDev())} />
        {onCart ? (
          <button
            type="button"
            className={styles.iconButton}
            aria-label={cartLabel(cartCount)}
            onClick={requestCartSync}
          >
            <CartIcon />
            <CartBadge count={cartCount} />
          </button>
        ) : (
          <Link to={paths.carts} className={styles.iconButton} aria-label={cartLabel(cartCount)}>
            <CartIcon />
            <CartBadge count={cartCount} />
          </Link>
        )}
        <button
          ref={menuButtonRef}
          type="button"
          className={styles.iconButton}
          aria-label="메뉴 열기"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={onMenu}
        >
          <MenuIcon />
        </button>
      </div>
    </header>
  );
}

function CartBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className={styles.badge} aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  );
}

const cartLabel = (count: number) => (count > 0 ? `장바구니, 상품 ${count}개` : '장바구니');
