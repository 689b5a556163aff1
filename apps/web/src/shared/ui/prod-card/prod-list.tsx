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
};

/** Products as a list of cards. */
export function ProdList({ prods, className, itemClassName }: Props) {
  return (
    <ul className={className}>
      {prods.map((prod, index) =>
        index < CARDS_TAKEN_OVER_FIRST ? (
          <ProdItem key={prod.id} prod={prod} className={itemClassName} />
        ) : (
          <HydrateLater key={prod.id}>
            <ProdItem prod={prod} className={itemClassName} />
          </HydrateLater>
        ),
      )}
    </ul>
  );
}

function ProdItem({ prod, className }: { prod: ProdSummary; className: string | undefined }) {
  return (
    <li className={className}>
      <ProdCard prod={prod} />
    </li>
  );
}
