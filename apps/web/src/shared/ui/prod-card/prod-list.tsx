import type { ProdSummary } from '@shop/domain/api/catalog';
import { ProdCard } from './prod-card';

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
      {prods.map((prod) => (
        <li key={prod.id} className={itemClassName}>
          <ProdCard prod={prod} />
        </li>
      ))}
    </ul>
  );
}
