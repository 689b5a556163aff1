import type { ProdSummary } from '@shop/domain/api/catalog';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import styles from './prod-card.module.css';
import { prodCardView } from './prod-card-view';

const CARD_IMAGE_SIZE = 400;

export type TitleLevel = 2 | 3;

/**
 * A product in a list: image, maker, title, the lowest monthly price with the term it is for (월 17,900원~ ·
 * 48개월 기준), colour chips and the discount note. An `eager` card's picture is fetched with the page (one a
 * phone shows before scrolling, on a screen whose largest paint it is); others wait until they are near.
 */
export function ProdCard({
  prod,
  eager = false,
  subscCatId,
  titleLevel = 3,
}: {
  prod: ProdSummary;
  eager?: boolean;
  /** The subscription category the list is of: the card opens the product priced in it. */
  subscCatId?: number | undefined;
  /** The title's heading level: one below the heading the list stands under (a screen's h1, a group's h2). */
  titleLevel?: TitleLevel | undefined;
}) {
  const view = prodCardView(prod);
  const Title = titleLevel === 2 ? 'h2' : 'h3';
  return (
    <Link to={paths.prod(prod.id, subscCatId)} className={styles.card}>
      <div className={styles.thumb}>
        {view.image && (
          <img
            src={view.image.url}
            alt=""
            width={view.image.width ?? CARD_IMAGE_SIZE}
            height={view.image.height ?? CARD_IMAGE_SIZE}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        )}
      </div>
      {view.maker && <p className={styles.maker}>{view.maker}</p>}
      <Title className={styles.title}>{prod.title}</Title>
      {view.price && (
        <p className={styles.priceRow} data-testid="card-price">
          {view.price.listText && <s className={styles.listPrice}>{view.price.listText} </s>}
          <span className={styles.price}>{view.price.text}</span>{' '}
          <span className={styles.basis}>{view.price.basis}</span>
        </p>
      )}
      {view.colours.length > 0 && (
        <ul className={styles.chips} aria-label={`색상 ${view.colours.map((c) => c.title).join(', ')}`}>
          {view.colours.map((colour) => (
            <li
              key={colour.id}
              className={styles.chip}
              style={{ background: colour.val ?? undefined }}
              title={colour.title}
            />
          ))}
        </ul>
      )}
      {view.discounted && <p className={styles.deal}>기간 한정 할인</p>}
    </Link>
  );
}

export function ProdCardSkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      <div className={styles.boneThumb} />
      <div className={styles.boneLine} style={{ width: '40%' }} />
      <div className={styles.boneLine} style={{ width: '90%' }} />
      <div className={styles.boneLine} style={{ width: '55%' }} />
    </div>
  );
}
