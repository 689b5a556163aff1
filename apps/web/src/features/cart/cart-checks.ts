import { hasNonAccessory } from '@shop/domain/cart/accessory-items';
import { CART_LIMIT, canSelectMore } from '@shop/domain/limits/cart-limits';
import { CART_SELECT_LIMIT_MESSAGE, orderCreateError } from '@shop/domain/validation/order-create';
import type { StoredCartItem } from './cart-view';

export type SelectResult<T> = { ok: true; items: T[] } | { ok: false; message: string };

/** Ticks or unticks one item; ticking one more than the limit of 10 is refused with the limit alert. */
export function toggleSelected<T extends { local_id: string; selected: boolean }>(
  items: readonly T[],
  localId: string,
): SelectResult<T> {
  const target = items.find((item) => item.local_id === localId);
  if (!target) return { ok: true, items: [...items] };
  if (!target.selected && !canSelectMore(items.filter((item) => item.selected).length)) {
    return { ok: false, message: CART_SELECT_LIMIT_MESSAGE };
  }
  return {
    ok: true,
    items: items.map((item) => (item.local_id === localId ? { ...item, selected: !item.selected } : item)),
  };
}

/**
 * A cart may hold up to 15 items, each added selected: only the first 10 selected stay selected, so the
 * selection never starts above the limit.
 */
export function capSelection<T extends { selected: boolean }>(items: readonly T[]): T[] {
  let count = 0;
  return items.map((item) => {
    if (!item.selected) return item;
    count += 1;
    return count > CART_LIMIT ? { ...item, selected: false } : item;
  });
}

export type OrderCheck =
  | { ok: true; localIds: string[] }
  | { ok: false; reason: 'empty' | 'login' | 'accessory'; message: string };

/**
 * The order button's checks in the documents' order (section 5): at least one selected item, signed in,
 * something besides accessories.
 */
export function orderCheck(
  items: readonly StoredCartItem[],
  loggedIn: boolean,
  disabled: ReadonlySet<string>,
): OrderCheck {
  const selected = items.filter((item) => item.selected && !disabled.has(item.local_id));
  const message = orderCreateError({
    selectedCount: selected.length,
    loggedIn,
    hasNonAccessory: hasNonAccessory(selected, items),
  });
  if (message === null) return { ok: true, localIds: selected.map((item) => item.local_id) };
  const reason = selected.length < 1 ? 'empty' : !loggedIn ? 'login' : 'accessory';
  return { ok: false, reason, message };
}
