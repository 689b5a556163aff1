import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import styles from '../about-us.module.css';
import { BRANDS } from '../brands';

/** The three brands, each leading to its products. */
export function BrandsSection() {
  return (
    <>
      <div className={styles.body}>
        <p>
          소리담은 직접 써 보고 오래 믿을 수 있다고 판단한 브랜드와만 함께합니다. 모든 제품은 국내 정식
          수입·제조 제품이며, 소리담 설치 기사님이 교육을 받아 설치와 AS를 맡습니다.
        </p>
      </div>
      <ul className={styles.brands}>
        {BRANDS.map((brand) => (
          <li key={brand.id}>
            <Link to={`${paths.prods}?corp_maker_id=${brand.id}`} className={styles.brand}>
              <img
                src={`/files/brands/maker-${brand.id}.svg`}
                alt={`${brand.title} 로고`}
                width={480}
                height={160}
                loading="lazy"
              />
              <div className={styles.brandText}>
                <h3>
                  {brand.title} <span>{brand.titleEn}</span>
                </h3>
                <p className={styles.brandMeta}>
                  {brand.origin} · {brand.lines}
                </p>
                <p>{brand.content}</p>
                <span className={styles.brandMore}>{brand.title} 제품 보기</span>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
