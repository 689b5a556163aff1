import type { ProdCat } from '@shop/domain/api/catalog';
import { PROD_CAT_STATE } from '@shop/domain/codes/prod-cat-state';

/** Categories the menu lists: only visible ones, in reverse order of the answer. */
export function menuProdCats(cats: readonly ProdCat[]): ProdCat[] {
  return cats.filter((cat) => cat.state === PROD_CAT_STATE.VISIBLE).reverse();
}

/** Categories the home row shows: visible, in the answer's order. */
export function visibleProdCats(cats: readonly ProdCat[]): ProdCat[] {
  return cats.filter((cat) => cat.state === PROD_CAT_STATE.VISIBLE);
}
