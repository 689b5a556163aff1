import { useLocation } from 'react-router';
import { hasGrayBackground, isBackButtonHidden } from '../../shared/config/paths';
import { BackIcon } from '../../shared/ui/icons';
import styles from './app-layout.module.css';
import { Logo } from './logo';
import bar from './top-bar.module.css';

/**
 * The layout's frame while the first screen's code is still on its way: the page paints at once, and the
 * top bar keeps its place (back button included) when the real layout replaces it.
 */
export function LayoutFallback() {
  const { pathname } = useLocation();
  return (
    <div className={styles.column} data-gray={hasGrayBackground(pathname)}>
      <header className={bar.bar}>
        <div className={bar.start}>
          {!isBackButtonHidden(pathname) && (
            <span className={bar.iconButton} aria-hidden="true">
              <BackIcon />
            </span>
          )}
          <span className={bar.logo}>
            <Logo wordClassName={bar.wordmark} />
          </span>
        </div>
      </header>
      <main id="main" className={styles.main} aria-busy="true" />
    </div>
  );
}
