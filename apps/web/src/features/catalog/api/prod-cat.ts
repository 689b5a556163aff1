import { PROD_CAT_STATE, type ProdCatState } from '@shop/domain/codes/prod-cat-state';

/** A product category as `GET prodCats` answers it. */
export type ProdCat = {
  id: number;
  title: string;
  state: ProdCatState;
  sort: number;
  prods_count: number;
};

/** Categories the menu lists: only visible ones, in reverse order of the answer. */
export function menuProdCats(cats: readonly ProdCat[]): ProdCat[] {
  return cats.filter((cat) => cat.state === PROD_CAT_STATE.VISIBLE).reverse();
}

/** Categories the home row shows: visible, in the answer's order. */
export function visibleProdCats(cats: readonly ProdCat[]): ProdCat[] {
  return cats.filter((cat) => cat.state === PROD_CAT_STATE.VISIBLE);
}
