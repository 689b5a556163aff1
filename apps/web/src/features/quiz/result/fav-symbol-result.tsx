import type { FavSymbol } from '@shop/domain/api/quiz';
import { splitSymbolContent } from '@shop/domain/quiz/symbol-content';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { FavSymbolImage } from '../../../shared/ui/fav-symbol-image/fav-symbol-image';
import { ProdList } from '../../../shared/ui/prod-card/prod-list';
import { quizPaths } from '../quiz-paths';
import styles from './fav-symbol.module.css';

/** A result symbol: image, title, intro and body, the recommended products and the way to all products. */
export function FavSymbolResult({ symbol, eyebrow }: { symbol: FavSymbol; eyebrow: string }) {
  const { intro, body } = splitSymbolContent(symbol.content);
  const prods = symbol.favables_with_favable.map((entry) => entry.favable);
  return (
    <article className={styles.result} aria-labelledby="fav-symbol-title">
      <FavSymbolImage symbol={symbol} className={styles.image} fetchPriority="high" />
      <header className={styles.head}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 id="fav-symbol-title" className={styles.title}>
          {symbol.title}
        </h1>
        {intro && <p className={styles.intro}>{intro}</p>}
        {body && <p className={styles.body}>{body}</p>}
      </header>
      <section className={styles.recommend} aria-labelledby="fav-symbol-prods">
        <h2 id="fav-symbol-prods" className={styles.sectionTitle}>
          이런 제품을 추천해요
        </h2>
        {prods.length === 0 ? (
          <p className={styles.empty}>추천 상품을 준비하고 있어요.</p>
        ) : (
          <ProdList prods={prods} className={styles.grid} />
        )}
      </section>
      <div className={styles.actions}>
        <Link to={paths.prodsLand} className={styles.primary}>
          전체 상품 보기
        </Link>
        <Link to={quizPaths.apply} className={styles.secondary}>
          테스트 다시 하기
        </Link>
      </div>
    </article>
  );
}

export function FavSymbolSkeleton() {
  return (
    <div className={styles.result} aria-busy="true">
      <div className={styles.imageSkeleton} aria-hidden="true" />
      <div className={styles.head}>
        <div className={styles.lineSkeleton} style={{ width: '30%' }} aria-hidden="true" />
        <div className={styles.lineSkeleton} style={{ width: '70%', height: 26 }} aria-hidden="true" />
        <div className={styles.lineSkeleton} style={{ width: '90%' }} aria-hidden="true" />
      </div>
    </div>
  );
}
