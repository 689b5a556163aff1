import type { Subsc } from '@shop/domain/api/subscs-read';
import { formatDate } from '@shop/domain/format/date';
import screenStyles from '../../../shared/ui/screen/screen.module.css';
import { AddOnLines } from '../add-on-lines';
import styles from '../rentals.module.css';
import { DetailSection } from './detail-section';
import { type ProductLine, productLines } from './detail-view';

/** Option or package products with colour, a package's parts, the paid add-ons and the rental's end date. */
export function ProductInfo({ subsc }: { subsc: Subsc }) {
  const lines = productLines(subsc.prod_orderers, subsc.add_ons);
  return (
    <DetailSection title="상품 정보">
      {lines.length === 0 ? (
        <p className={screenStyles.muted}>상품 정보가 없습니다.</p>
      ) : (
        <ul>
          {lines.map((line) => (
            <Product key={line.id} line={line} />
          ))}
        </ul>
      )}
      <AddOnLines addOns={subsc.add_ons} label="추가 상품" />
      <dl className={styles.rows}>
        <dt>약정 기간</dt>
        <dd>{subsc.duration}개월</dd>
        <dt>종료일</dt>
        <dd>{formatDate(subsc.stop_at)}</dd>
      </dl>
    </DetailSection>
  );
}

function Product({ line }: { line: ProductLine }) {
  return (
    <li className={styles.product}>
      {line.image ? (
        <img src={line.image} alt="" width={72} height={72} className={styles.thumb} loading="lazy" />
      ) : (
        <span className={styles.thumb} />
      )}
      <div className={styles.entryText}>
        <span className={screenStyles.faint}>{line.isPackage ? '패키지 상품' : '옵션 상품'}</span>
        <strong>{line.title}</strong>
        {line.colour && <span className={screenStyles.muted}>색상 {line.colour}</span>}
        {line.children.length > 0 && (
          <ul className={styles.children} aria-label={`${line.title} 구성 상품`}>
            {line.children.map((child) => (
              <li key={child.id}>
                {child.title}
                {child.colour && <span className={screenStyles.muted}> · {child.colour}</span>}
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
