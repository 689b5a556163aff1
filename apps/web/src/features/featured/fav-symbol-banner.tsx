import { symbolContentText } from '@shop/domain/quiz/symbol-content';
import { Link } from 'react-router';
import { FavSymbolImage } from '../../shared/ui/fav-symbol-image/fav-symbol-image';
import styles from './featured-land.module.css';
import { useBannerSymbol } from './use-banner-symbol';

/** The fav-symbol banner above the featured groups (storefront-and-account.md 2.7). */
export function FavSymbolBanner() {
  const { data: symbol, isError } = useBannerSymbol();
  // The banner is an invitation, not the page: if its symbol cannot be read the groups still show.
  if (isError) return null;
  if (!symbol) return <FavSymbolSkeleton />;
  return (
    <section className={styles.symbol} aria-labelledby="fav-symbol-title">
      <FavSymbolImage symbol={symbol} className={styles.symbolImage} decoding="async" />
      <div className={styles.symbolBody}>
        <p className={styles.symbolEyebrow}>당신을 위한 추천</p>
        <h2 id="fav-symbol-title" className={styles.symbolTitle}>
          {symbol.title}
        </h2>
        <p className={styles.symbolText}>{symbolContentText(symbol.content)}</p>
        <Link to={`/favSymbols/${symbol.id}`} className={styles.symbolMore}>
          자세히 보기
        </Link>
      </div>
    </section>
  );
}

/** The banner's own frame at its loaded height, so the groups below never move when it arrives. */
function FavSymbolSkeleton() {
  return (
    <section className={styles.symbol} aria-hidden="true">
      <div className={styles.symbolSkeleton} />
      <div className={styles.symbolBody}>
        <p className={styles.symbolEyebrow}>당신을 위한 추천</p>
        <p className={styles.symbolTitle}>&nbsp;</p>
        <p className={styles.symbolText} />
        <span className={`${styles.symbolMore} ${styles.placeholder}`}>자세히 보기</span>
      </div>
    </section>
  );
}
