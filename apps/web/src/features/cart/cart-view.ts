import type { CartItemView, CartPriceLineView } from '@shop/domain/api/carts';
import type { Att } from '@shop/domain/api/catalog';
import { CART_STATE } from '@shop/domain/codes/cart-state';
import { PROD_OPT_TYPE } from '@shop/domain/codes/prod-opt-type';
import { monthlyTotal } from '@shop/domain/pricing/monthly-total';
import { firstAtt } from '../../shared/ui/att-image/first-att';

/** A stored cart item as the cart screen reads it: the browser's (id null) or the server's copy. */
export type StoredCartItem = Omit<
  CartItemView,
  'id' | 'user_id' | 'state' | 'cartable_type' | 'orderer_type'
> & {
  id: number | null;
  user_id: number | null;
  state?: number;
};

/** What one row of the cart shows. */
export type CartRow = {
  localId: string;
  selected: boolean;
  title: string;
  maker: string;
  image: Att | null;
  colour: string | null;
  parts: string[];
  months: number | null;
  /** Monthly price before the discount, what is paid each month, and the discount. */
  cost: number;
  durationCost: number;
  discount: number;
  /** The server could not price it (product or option gone). */
  disabled: boolean;
};

/** Only entries that look like cart items; a broken entry is not shown. */
export function readCartItems(items: readonly unknown[]): StoredCartItem[] {
  return items.filter(
    (item): item is StoredCartItem =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as StoredCartItem).local_id === 'string' &&
      typeof (item as StoredCartItem).cartable_id === 'number',
  );
}

const chosenColour = <T extends { type: number; selected: boolean }>(opts: readonly T[]): T | undefined =>
  opts.find((opt) => opt.type === PROD_OPT_TYPE.COLOR && opt.selected);
const selectedColour = (opts: readonly { type: number; selected: boolean; title: string }[]) =>
  chosenColour(opts)?.title ?? null;

/** A line the browser works out from the item itself, for when the server's price lines cannot be had. */
export function fallbackLine(item: StoredCartItem): CartPriceLineView {
  const discount = item.discount?.val ?? 0;
  const months = item.options.subsc_cat?.subsc_cat_opts.find((opt) => opt.selected)?.val ?? 0;
  return {
    local_id: item.local_id,
    cost: item.cost,
    cost_discount: discount,
    duration_cost: Math.max(0, item.cost - discount),
    months,
    state: CART_STATE.ENABLE,
  };
}

export function cartRow(item: StoredCartItem, line: CartPriceLineView | undefined): CartRow {
  const price = line ?? fallbackLine(item);
  const prod = item.cartable;
  // The chosen colour's picture, as the product page showed it; else the product's first.
  const colourPicture = firstAtt(chosenColour(item.options.prod_opts_select)?.atts ?? []);
  const image = prod ? (colourPicture ?? firstAtt(prod.atts) ?? null) : null;
  const parts = item.options.prod_conns_select.map((part) => {
    const colour = selectedColour(part.prod_opts);
    return colour ? `${part.title} (${colour})` : part.title;
  });
  return {
    localId: item.local_id,
    selected: item.selected,
    title: prod?.title ?? '판매가 종료된 상품',
    maker: prod?.corp_maker?.title ?? '',
    image,
    colour: selectedColour(item.options.prod_opts_select),
    parts,
    months: item.options.subsc_cat?.subsc_cat_opts.find((opt) => opt.selected)?.val ?? (price.months || null),
    cost: price.cost,
    durationCost: price.duration_cost,
    discount: price.cost_discount,
    disabled: price.state === CART_STATE.DISABLE || item.state === CART_STATE.DISABLE,
  };
}

/** The monthly total of the selected rows (domain monthly-total: rounded to the nearest 10 won). */
export function cartMonthlyTotal(rows: readonly CartRow[]): number {
  return monthlyTotal(
    rows
      .filter((row) => !row.disabled)
      .map((row) => ({ selected: row.selected, duration_cost: row.durationCost })),
  );
}
