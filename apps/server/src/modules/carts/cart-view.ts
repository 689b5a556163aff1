import type { CartItemView } from '@shop/domain/api/carts';
import type { ProdDetail } from '@shop/domain/api/catalog';
import { selectionOptions } from '@shop/domain/cart/selection-options';
import { CART_STATE } from '@shop/domain/codes/cart-state';
import type { carts } from '../../db/schema';
import type { ResolvedCartItem } from './cart-pricing';

type CartRow = typeof carts.$inferSelect;

/** The options in the documents' form: the product's options, parts and durations with `selected` flags. */
function optionsView(detail: ProdDetail, item: ResolvedCartItem): CartItemView['options'] {
  if (!item.selection) return { prod_conns_select: [], prod_opts_select: [], subsc_cat: detail.subsc_cat };
  return selectionOptions(detail, item.selection);
}

/** A stored cart item as the browser keeps it; DISABLE when it can no longer be ordered. */
export function cartItemView(row: CartRow, item: ResolvedCartItem): CartItemView {
  const { detail, price } = item;
  const { content: _content, ...cartable } = detail ?? { content: null };
  return {
    id: row.id,
    local_id: row.localId,
    cartable_id: row.cartableId,
    cartable_type: row.cartableType,
    cartable: detail ? (cartable as Omit<ProdDetail, 'content'>) : null,
    options: detail
      ? optionsView(detail, item)
      : { prod_conns_select: [], prod_opts_select: [], subsc_cat: null },
    orderer_type: row.ordererType,
    state: price ? CART_STATE.ENABLE : CART_STATE.DISABLE,
    selected: row.selected,
    user_id: row.userId,
    qty: row.qty,
    discount: price?.discount ?? null,
    discounts: detail?.discounts ?? [],
    cost: price?.monthly ?? 0,
  };
}
