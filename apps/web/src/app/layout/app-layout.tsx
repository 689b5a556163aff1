import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { BridgeListener } from '../../shared/bridge/bridge-listener';
import type { RouteHandle } from '../../shared/config/paths';
import { hasGrayBackground } from '../../shared/config/paths';
import { documentTitle } from '../../shared/seo/page-meta';
import { NavigationGuards } from '../guards/navigation-guards';
import styles from './app-layout.module.css';
import { Footer } from './footer';
import { ProgressBar } from './progress-bar';
import { QuerySnackbar } from './query-snackbar';
import { TopBar } from './top-bar';

// The menu is only downloaded when first opened, so the home route stays small.
const MenuOverlay = lazy(() => import('./menu-overlay'));

export function AppLayout() {
  const location = useLocation();
  const navigation = useNavigation();
  const matches = useMatches();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  // After each navigation: close the menu and start at the top of the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation (location.key)
  useEffect(() => {
    setMenuOpen(false);
    window.scrollTo(0, 0);
  }, [location.key]);

  const title = (matches.at(-1)?.handle as RouteHandle | undefined)?.title;
  // A layout effect: it runs before the screens' own effects, so a screen that names itself (a product page,
  // usePageTitle) has the last word.
  useLayoutEffect(() => {
    document.title = documentTitle(title);
  }, [title]);

  const closeMenu = () => {
    setMenuOpen(false);
    menuButtonRef.current?.focus();
  };

  return (
    <div className={styles.column} data-gray={hasGrayBackground(location.pathname)}>
      <a className={styles.skip} href="#main">
        본문 바로가기
      </a>
      <NavigationGuards />
      <BridgeListener />
      <ProgressBar active={navigation.state === 'loading'} />
      <TopBar menuOpen={menuOpen} onMenu={() => setMenuOpen(true)} menuButtonRef={menuButtonRef} />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <QuerySnackbar />
      {menuOpen && (
        <Suspense fallback={null}>
          <MenuOverlay onClose={closeMenu} />
        </Suspense>
      )}
    </div>
  );
}
