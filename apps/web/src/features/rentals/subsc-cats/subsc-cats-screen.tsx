import { formatWon } from '@shop/domain/format/money';
import { Link } from 'react-router';
import { useSubscCats } from '../../../shared/api/get-subsc-cats';
import buttonsStyles from '../../../shared/styles/buttons.module.css';
import { QueryState } from '../../../shared/ui/query-state/query-state';
import screenStyles from '../../../shared/ui/screen/screen.module.css';
import styles from '../rentals.module.css';
import { rentalsPaths } from '../rentals-paths';
import { subscCatCards } from './subsc-cat-view';

/** /subscCats: the exchange-subscription categories, each leading to its products. */
export function SubscCatsScreen() {
  const query = useSubscCats();
  return (
    <div className={screenStyles.page}>
      <h1 className={screenStyles.title}>교환 구독</h1>
      <QueryState
        query={query}
        loading={<div aria-busy="true" className={styles.bone} />}
        errorText="교환 구독을 불러오지 못했습니다."
        classes={{ state: screenStyles.empty, retry: buttonsStyles.cardAction }}
      >
        {(cats) => <CatList cards={subscCatCards(cats)} />}
      </QueryState>
    </div>
  );
}

function CatList({ cards }: { cards: ReturnType<typeof subscCatCards> }) {
  if (cards.length === 0) return <p className={screenStyles.empty}>준비된 교환 구독이 없습니다.</p>;
  return (
    <ul className={screenStyles.list} aria-label="교환 구독 목록">
      {cards.map((card, index) => (
        <li key={card.id}>
          <Link to={rentalsPaths.prodsOfCat(card.id)} className={styles.card}>
            <img
              src={card.image.url}
              alt=""
              width={card.image.width ?? 1080}
              height={card.image.height ?? 600}
              className={styles.catImage}
              loading={index === 0 ? 'eager' : 'lazy'}
            />
            <h2 className={styles.prodTitle}>{card.title}</h2>
            <p className={screenStyles.muted}>{card.content}</p>
            <p className={styles.total}>월 {formatWon(card.cost)}부터</p>
            <div className={styles.opts}>
              {card.options.map((opt) => (
                <span key={opt.id} className={styles.badge}>
                  {opt.title} 월 {formatWon(opt.cost)}
                </span>
              ))}
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
