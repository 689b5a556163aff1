import type { CartItemView } from '@shop/domain/api/carts';
import type { ProdDetail, ProdOpt } from '@shop/domain/api/catalog';
import { selectFirstOfEachType, selectOption } from '@shop/domain/cart/first-of-each-type';
import { CART_STATE } from '@shop/domain/codes/cart-state';
import type { carts } from '../../db/schema';
import type { ResolvedCartItem } from './cart-pricing';

type CartRow = typeof carts.$inferSelect;

function chosenOpts(opts: readonly ProdOpt[], colourId: number | null | undefined): ProdOpt[] {
  const defaults = selectFirstOfEachType(opts);
  return colourId == null ? defaults : selectOption(defaults, colourId);
}

/** The options in the documents' form: the product's options, parts and durations with `selected` flags. */
function optionsView(detail: ProdDetail, item: ResolvedCartItem): CartItemView['options'] {
  const selection = item.selection;
  if (!selection) return { prod_conns_select: [], prod_opts_select: [], subsc_cat: detail.subsc_cat };
  return {
    prod_conns_select: [
      ...detail.prod_conns_pkg.map((part) => ({
        ...part,
        prod_opts: chosenOpts(part.prod_opts, selection.partColourIds[part.id]),
      })),
      ...detail.prod_conns_conns
        .filter((part) => selection.addOnIds.includes(part.id))
        .map((part) => ({ ...part, prod_opts: chosenOpts(part.prod_opts, null) })),
    ],
    prod_opts_select: chosenOpts(detail.prod_opts, selection.colourId),
    subsc_cat: detail.subsc_cat && {
      ...detail.subsc_cat,
      subsc_cat_opts: detail.subsc_cat.subsc_cat_opts.map((opt) => ({
        ...opt,
        selected: opt.id === selection.durationId,
      })),
    },
  };
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
