import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { ProdCard, ProdCardSkeleton } from '../../../shared/ui/prod-card/prod-card';
import { useProdCats } from '../api/get-prod-cats';
import { useProds } from '../api/get-prods';
import { visibleProdCats } from '../api/prod-cat';
import { HeroBanner } from './hero-banner';
import styles from './home.module.css';

const HOME_PRODS = 6;
const SKELETON_KEYS = ['a', 'b', 'c', 'd', 'e', 'f'] as const;

/** Home (/) until the featured-land screen arrives: banner, categories and a first look at products. */
export function HomeScreen() {
  return (
    <div className={styles.home}>
      <h1 className="visually-hidden">소리담 오디오 렌탈</h1>
      <HeroBanner />
      <CategoryRow />
      <ProdGrid />
      <ul className={styles.promise} aria-label="소리담 약속">
        <li>
          <strong>무료</strong>설치·배송
        </li>
        <li>
          <strong>무상</strong>AS 보장
        </li>
        <li>
          <strong>12~48</strong>개월 선택
        </li>
      </ul>
    </div>
  );
}

function CategoryRow() {
  const { data, isPending, isError } = useProdCats();
  const cats = data ? visibleProdCats(data) : [];
  if (isError || (!isPending && cats.length === 0)) return null;
  return (
    <section className={styles.section} aria-labelledby="home-cats">
      <div className={styles.sectionHead}>
        <h2 id="home-cats" className={styles.sectionTitle}>
          카테고리
        </h2>
        <Link to={paths.prodsLand} className={styles.more}>
          전체 보기
        </Link>
      </div>
      <div className={styles.cats}>
        {isPending
          ? SKELETON_KEYS.slice(0, 4).map((key) => (
              <span key={key} className={styles.catSkeleton} aria-hidden="true" />
            ))
          : cats.map((cat) => (
              <Link key={cat.id} to={paths.prodsByCat(cat.id)} className={styles.cat}>
                {cat.title}
              </Link>
            ))}
      </div>
    </section>
  );
}

function ProdGrid() {
  const { data, isPending, isError, refetch } = useProds({ per_page: HOME_PRODS });
  return (
    <section className={styles.section} aria-labelledby="home-prods" aria-busy={isPending}>
      <div className={styles.sectionHead}>
        <h2 id="home-prods" className={styles.sectionTitle}>
          지금 인기 있는 렌탈
        </h2>
        <Link to={paths.prodsLand} className={styles.more}>
          더 보기
        </Link>
      </div>
      {isPending ? (
        <div className={styles.grid}>
          {SKELETON_KEYS.map((key) => (
            <ProdCardSkeleton key={key} />
          ))}
        </div>
      ) : isError ? (
        <div className={styles.state} role="alert">
          <p>상품을 불러오지 못했습니다.</p>
          <button type="button" className={styles.retry} onClick={() => void refetch()}>
            다시 시도
          </button>
        </div>
      ) : data.data.length === 0 ? (
        <p className={styles.state}>준비된 상품이 없습니다.</p>
      ) : (
        <ul className={styles.grid}>
          {data.data.map((prod) => (
            <li key={prod.id}>
              <ProdCard prod={prod} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
