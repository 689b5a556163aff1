import type { ProdDetail } from '@shop/domain/api/catalog';
import { type CartItemOptions, selectionOptions } from '@shop/domain/cart/selection-options';
import { type ProdSelection, selectionCost } from '@shop/domain/catalog/prod-selection';
import { CART_STATE } from '@shop/domain/codes/cart-state';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import type { AppliedDiscount } from '@shop/domain/pricing/discount';

/** A cart item as storefront-and-account.md section 3 describes it, kept in localStorage. */
export type CartItem = {
  id: number | null;
  local_id: string;
  cartable_id: number;
  cartable_type: typeof MORPH_TYPE.PROD;
  /** The product, without its long HTML content. */
  cartable: Omit<ProdDetail, 'content'>;
  options: CartItemOptions;
  orderer_type: typeof MORPH_TYPE.SUBSC;
  state: typeof CART_STATE.ENABLE;
  selected: boolean;
  user_id: number | null;
  qty: number;
  discount: AppliedDiscount | null;
  discounts: ProdDetail['discounts'];
  /** Monthly price of the unit before the discount, in won. */
  cost: number;
};

export type AddToCartRequest = { prod: ProdDetail; selection: ProdSelection };

/**
 * The cart items for one add: the cart keeps quantity 1 per item (section 2.6), so a quantity of N makes
 * N items, each with its own local_id.
 */
export function buildCartItems({ prod, selection }: AddToCartRequest, newId: () => string): CartItem[] {
  const { content: _content, ...cartable } = prod;
  const cost = selectionCost(prod, selection);
  const options = selectionOptions(prod, selection);
  const units = Math.max(1, Math.floor(selection.qty));
  return Array.from({ length: units }, () => ({
    id: null,
    local_id: newId(),
    cartable_id: prod.id,
    cartable_type: MORPH_TYPE.PROD,
    cartable,
    options,
    orderer_type: MORPH_TYPE.SUBSC,
    state: CART_STATE.ENABLE,
    selected: true,
    user_id: null,
    qty: 1,
    discount: cost?.discount ?? null,
    discounts: prod.discounts,
    cost: cost?.monthly ?? 0,
  }));
}
