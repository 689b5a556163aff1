import type { ProdSummary } from '@shop/domain/api/catalog';
import { HydrateLater } from '../hydrate-later/hydrate-later';
import { ProdCard } from './prod-card';

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
};

/** Products as a list of cards. */
export function ProdList({ prods, className, itemClassName, eagerFirst = false, subscCatId }: Props) {
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
          />
        ) : (
          <HydrateLater key={prod.id}>
            <ProdItem prod={prod} className={itemClassName} subscCatId={subscCatId} />
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
}: {
  prod: ProdSummary;
  className: string | undefined;
  eager?: boolean;
  subscCatId?: number | undefined;
}) {
  return (
    <li className={className}>
      <ProdCard prod={prod} eager={eager} subscCatId={subscCatId} />
    </li>
  );
}
