import { Link } from 'react-router';
import styles from './cares.module.css';
import { caresPaths } from './cares-paths';

const TABS = [
  { key: 'create', to: caresPaths.create, label: 'AS 신청' },
  { key: 'list', to: caresPaths.list, label: 'AS 조회' },
] as const;

/**
 * The AS container's tabs: 신청 and 조회. The active tab's name is also the screen's heading, for a screen
 * reader's list of headings; on screen the tabs say it already.
 */
export function CareTabs({ active }: { active: (typeof TABS)[number]['key'] }) {
  return (
    <>
      <h1 className={styles.screenName}>{TABS.find((tab) => tab.key === active)?.label}</h1>
      <nav className={styles.tabs} aria-label="AS 메뉴">
        {TABS.map((tab) => (
          <Link
            key={tab.key}
            to={tab.to}
            className={styles.tab}
            aria-current={active === tab.key ? 'page' : undefined}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
    </>
  );
}
