import { useSearchParams } from 'react-router';
import { isDev } from '../../../shared/config/app-config';
import screenStyles from '../../../shared/ui/screen/screen.module.css';
import styles from '../docs.module.css';
import { CatBrowser } from './cat-browser';
import { isBrowsing, parseDownloadQuery } from './download-query';
import { ManualResults } from './manual-results';
import { SearchBox } from './search-box';

/**
 * /docs/prod: product manuals to download. Without a query, categories open into makers; a maker (or the
 * product page's corp_id, prod_cat_id and prod_id, or a development search) lists the manuals.
 */
export function DownloadCentreScreen() {
  const [search] = useSearchParams();
  const query = parseDownloadQuery(search);

  return (
    <section className={styles.page} aria-labelledby="download-title">
      <h1 id="download-title" className={screenStyles.title}>
        다운로드 센터
      </h1>
      <p className={styles.lead}>제품 사용 설명서를 PDF 파일로 내려받을 수 있습니다.</p>
      {isDev() && <SearchBox key={query.query} initial={query.query} />}
      {isBrowsing(query) ? <CatBrowser /> : <ManualResults query={query} />}
    </section>
  );
}
