import type { CartItemInput } from '@shop/domain/api/carts';
import type { Att } from '@shop/domain/api/catalog';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';

/** The cart hands the chosen local ids over under this sessionStorage key (and in the router state). */
export const CHECKOUT_LOCAL_IDS_KEY = 'checkoutLocalIds';

/** A stored cart item as the checkout reads it. */
export type CheckoutItem = {
  local_id: string;
  cartable_id: number;
  options: CartItemInput['options'];
  cartable?: { title: string; atts?: Att[]; corp_maker?: { title: string } | null } | null;
};

const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((id) => typeof id === 'string');

/** The chosen local ids: the router state's, else the stored handover; [] when neither is readable. */
export function checkoutLocalIds(routerState: unknown, stored: string | null): string[] {
  const fromState = (routerState as { localIds?: unknown } | null)?.localIds;
  if (isIdList(fromState)) return fromState;
  try {
    const parsed: unknown = stored ? JSON.parse(stored) : [];
    return isIdList(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** The chosen items from the local cart, in the cart's order; ids no longer in the cart are dropped. */
export function checkoutItems(stored: readonly unknown[], localIds: readonly string[]): CheckoutItem[] {
  const wanted = new Set(localIds);
  return stored.filter(
    (item): item is CheckoutItem =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as CheckoutItem).local_id === 'string' &&
      typeof (item as CheckoutItem).cartable_id === 'number' &&
      wanted.has((item as CheckoutItem).local_id),
  );
}

/** What POST purOrders receives for each item: the choice only; prices come from the server. */
export function orderItemInput(item: CheckoutItem): CartItemInput {
  return {
    local_id: item.local_id,
    cartable_id: item.cartable_id,
    cartable_type: MORPH_TYPE.PROD,
    options: item.options,
    selected: true,
  };
}
