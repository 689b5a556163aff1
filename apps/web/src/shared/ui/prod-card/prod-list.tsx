import type { ProdSummary } from '@shop/domain/api/catalog';
import { HydrateLater } from '../hydrate-later/hydrate-later';
import { ProdCard, type TitleLevel } from './prod-card';

/** Cards a phone shows before scrolling: taken over with the page; the rest one by one after (decision 029). */
const CARDS_TAKEN_OVER_FIRST = 4;

type Props = {
  prods: readonly ProdSummary[];
  /** The list's layout (a grid, a row) is the screen's. */
  className: string | undefined;
  itemClassName?: string;
  /**
   * The cards a phone shows before scrolling fetch their pictures with the page, where they are the screen's
   * largest paint (the product list): the page's `load` then waits for them, and so does the app's code
   * (decision 030). Elsewhere (home's rows, below its hero) they stay lazy.
   */
  eagerFirst?: boolean;
  /** A subscription category's list (/prods?subsc_cat_id=): each card opens its product priced in it. */
  subscCatId?: number | undefined;
  /** The cards' title level: 2 under a screen's h1, 3 (the default) under a group's h2. */
  titleLevel?: TitleLevel | undefined;
};

/** Products as a list of cards. */
export function ProdList({
  prods,
  className,
  itemClassName,
  eagerFirst = false,
  subscCatId,
  titleLevel,
}: Props) {
  return (
    <ul className={className}>
      {prods.map((prod, index) =>
        index < CARDS_TAKEN_OVER_FIRST ? (
          <ProdItem
            key={prod.id}
            prod={prod}
            className={itemClassName}
            eager={eagerFirst}
            subscCatId={subscCatId}
            titleLevel={titleLevel}
          />
        ) : (
          <HydrateLater key={prod.id}>
            <ProdItem prod={prod} className={itemClassName} subscCatId={subscCatId} titleLevel={titleLevel} />
          </HydrateLater>
        ),
      )}
    </ul>
  );
}

function ProdItem({
  prod,
  className,
  eager = false,
  subscCatId,
  titleLevel,
}: {
  prod: ProdSummary;
  className: string | undefined;
  eager?: boolean;
  subscCatId?: number | undefined;
  titleLevel?: TitleLevel | undefined;
}) {
  return (
    <li className={className}>
      <ProdCard prod={prod} eager={eager} subscCatId={subscCatId} titleLevel={titleLevel} />
    </li>
  );
}
