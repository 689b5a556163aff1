import styles from './prod-detail.module.css';

/** Tabs that scroll to the page's sections (상품 상세 / 렌탈·배송·교환 / 추천). */
export function SectionTabs({ tabs }: { tabs: { id: string; label: string }[] }) {
  return (
    <nav className={styles.tabs} aria-label="상품 정보">
      {tabs.map((tab) => (
        <a
          key={tab.id}
          href={`#${tab.id}`}
          onClick={(event) => {
            event.preventDefault();
            document.getElementById(tab.id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
          }}
        >
          {tab.label}
        </a>
      ))}
    </nav>
  );
}
