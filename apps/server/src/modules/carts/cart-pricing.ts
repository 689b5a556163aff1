import type { ProdDetail } from '@shop/domain/api/catalog';
import { type CartChoice, type CartOptionsInput, readCartChoice } from '@shop/domain/cart/cart-choice';
import { isPurchasable } from '@shop/domain/catalog/availability';
import {
  colourOptions,
  defaultSelection,
  durationChoices,
  type ProdSelection,
  selectionCost,
} from '@shop/domain/catalog/prod-selection';
import { CART_STATE, type CartState } from '@shop/domain/codes/cart-state';
import { cartPriceLine } from '@shop/domain/pricing/cart-price-line';
import type { AppliedDiscount } from '@shop/domain/pricing/discount';
import type { RentalTakeCost } from '@shop/domain/pricing/rental-take-cost';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import { getProdDetail } from '../catalog/prod-detail-service';
import { getProdForPricing } from '../catalog/prod-pricing-read';

export const CART_PRODUCT_GONE = '상품 정보를 찾을 수 없습니다.';
export const CART_PRODUCT_NOT_PROVIDED = '구매할 수 없는 상품입니다.';
export const CART_OPTION_GONE = '선택한 옵션을 찾을 수 없습니다.';
export const CART_DURATION_GONE = '선택한 구독 기간을 찾을 수 없습니다.';

/** What pricing needs of a cart item: its local id, the product and the options as the client keeps them. */
export type CartPriceable = { local_id: string; cartable_id: number; options?: CartOptionsInput | null };

/** An item checked against the catalog: either priced, or refused with the reason. */
export type ResolvedCartItem = {
  local_id: string;
  cartable_id: number;
  choice: CartChoice;
  detail: ProdDetail | null;
  selection: ProdSelection | null;
  price: RentalTakeCost | null;
  /** Why the item cannot be ordered any more; null when it can. */
  problem: string | null;
};

/** One item's price line, with what an order needs to record (title, duration, discount, term total). */
export type CartItemPrice = {
  local_id: string;
  cartable_id: number;
  title: string;
  state: CartState;
  /** Paid each month: `cost` less `cost_discount`. */
  duration_cost: number;
  cost_discount: number;
  /** Monthly price before the discount. */
  cost: number;
  months: number;
  /** The whole term: duration_cost × months. */
  total: number;
  discount: AppliedDiscount | null;
  subsc_cat_id: number | null;
  subsc_cat_opt_id: number | null;
  problem: string | null;
};

type Choice = { selection: ProdSelection } | { problem: string };

/** Reads the customer's choice against the product as the database has it now. */
function selectionFor(detail: ProdDetail, choice: CartChoice): Choice {
  const base = defaultSelection(detail);
  const colours = colourOptions(detail);
  const optIds = new Set(detail.prod_opts.map((opt) => opt.id));
  if (choice.prod_opts_select.some((id) => !optIds.has(id))) return { problem: CART_OPTION_GONE };
  const colourId = colours.find((c) => choice.prod_opts_select.includes(c.id))?.id ?? base.colourId;

  const partColourIds = { ...base.partColourIds };
  const addOnIds: number[] = [];
  const selectedParts: { state_provide: number }[] = [...detail.prod_conns_pkg];
  for (const ref of choice.prod_conns_select) {
    const part = detail.prod_conns_pkg.find((p) => p.id === ref.prod_id);
    const addOn = detail.prod_conns_conns.find((p) => p.id === ref.prod_id);
    if (part) {
      if (ref.prod_opt_id === null) continue;
      if (!colourOptions(part).some((c) => c.id === ref.prod_opt_id)) return { problem: CART_OPTION_GONE };
      partColourIds[part.id] = ref.prod_opt_id;
    } else if (addOn) {
      addOnIds.push(addOn.id);
      selectedParts.push(addOn);
    } else {
      return { problem: CART_OPTION_GONE };
    }
  }
  if (!isPurchasable(detail, selectedParts)) return { problem: CART_PRODUCT_NOT_PROVIDED };

  let durationId = base.durationId;
  if (choice.subsc_cat) {
    const known = durationChoices(detail).some((d) => d.id === choice.subsc_cat?.subsc_cat_opt_id);
    if (detail.subsc_cat?.id !== choice.subsc_cat.id || !known) return { problem: CART_DURATION_GONE };
    durationId = choice.subsc_cat.subsc_cat_opt_id;
  }
  return { selection: { colourId, durationId, partColourIds, addOnIds, qty: 1 } };
}

/** How a product is read: whole for the cart's view, lean for a price (getProdForPricing). */
type ReadProd = (db: Db, id: number, subscCatId?: number) => Promise<ProdDetail>;

/** Products by id and chosen subscription category, each read once; null for one that is gone. */
async function loadDetails(db: Db, items: { cartable_id: number; choice: CartChoice }[], read: ReadProd) {
  const key = (item: { cartable_id: number; choice: CartChoice }) =>
    `${item.cartable_id}:${item.choice.subsc_cat?.id ?? ''}`;
  const details = new Map<string, ProdDetail | null>();
  for (const item of items) {
    const k = key(item);
    if (details.has(k)) continue;
    try {
      details.set(k, await read(db, item.cartable_id, item.choice.subsc_cat?.id));
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) details.set(k, null);
      else throw error;
    }
  }
  return (item: { cartable_id: number; choice: CartChoice }) => details.get(key(item)) ?? null;
}

/**
 * Checks each item against the catalog and prices it with the domain's rental-take rule. `read` is the
 * product's whole detail by default (the cart shows it); pricing alone passes `getProdForPricing`.
 */
export async function resolveCartItems(
  db: Db,
  items: readonly CartPriceable[],
  read: ReadProd = getProdDetail,
): Promise<ResolvedCartItem[]> {
  const withChoice = items.map((item) => ({
    local_id: item.local_id,
    cartable_id: item.cartable_id,
    choice: readCartChoice(item.options),
  }));
  const detailOf = await loadDetails(db, withChoice, read);
  return withChoice.map((item) => {
    const detail = detailOf(item);
    if (!detail) return { ...item, detail, selection: null, price: null, problem: CART_PRODUCT_GONE };
    const chosen = selectionFor(detail, item.choice);
    if ('problem' in chosen)
      return { ...item, detail, selection: null, price: null, problem: chosen.problem };
    const price = selectionCost(detail, chosen.selection);
    if (!price) return { ...item, detail, selection: null, price: null, problem: CART_DURATION_GONE };
    return { ...item, detail, selection: chosen.selection, price, problem: null };
  });
}

export function priceOf(item: ResolvedCartItem): CartItemPrice {
  const { price } = item;
  const line = price
    ? cartPriceLine(item.local_id, price)
    : { local_id: item.local_id, duration_cost: 0, cost_discount: 0, cost: 0 };
  return {
    ...line,
    cartable_id: item.cartable_id,
    title: item.detail?.title ?? '',
    state: price ? CART_STATE.ENABLE : CART_STATE.DISABLE,
    months: price?.months ?? 0,
    total: price?.total ?? 0,
    discount: price?.discount ?? null,
    subsc_cat_id: price ? (item.detail?.subsc_cat?.id ?? null) : null,
    subsc_cat_opt_id: price ? (item.selection?.durationId ?? null) : null,
    problem: item.problem,
  };
}

/**
 * The price lines of cart items, recomputed from the database; a price the client sent is never read.
 * `userId` is the signed-in customer or null for a visitor; prices do not depend on it today, it is taken so
 * that customer-specific discounts can come without changing callers. An item that cannot be ordered any
 * more comes back with state DISABLE, zero prices and the reason in `problem`.
 */
export async function priceCartItems(
  db: Db,
  _userId: number | null,
  items: readonly CartPriceable[],
): Promise<CartItemPrice[]> {
  return (await resolveCartItems(db, items, getProdForPricing)).map(priceOf);
}
