/**
 * "Accessories cannot be subscribed alone" (storefront-and-account.md section 5), as far as a browser can
 * tell: an item is an accessory when its product is an add-on (prod_conns_conns) of a product it knows, or
 * sits in the accessory category. The server decides for good when the order is created.
 */
export const ACCESSORY_CATEGORY_TITLE = '액세서리';

export type AccessoryCheckItem = {
  cartable_id: number;
  cartable: {
    prod_cat_title: string | null;
    prod_conns_conns?: readonly { id: number }[];
  } | null;
};

/** Product ids that the given items name as their add-ons. */
export function knownAddOnIds(items: readonly AccessoryCheckItem[]): Set<number> {
  return new Set(items.flatMap((item) => (item.cartable?.prod_conns_conns ?? []).map((part) => part.id)));
}

export function isAccessoryItem(item: AccessoryCheckItem, addOnIds: ReadonlySet<number>): boolean {
  return addOnIds.has(item.cartable_id) || item.cartable?.prod_cat_title === ACCESSORY_CATEGORY_TITLE;
}

/**
 * Whether the selection holds something besides accessories. Add-ons are known from every item of the
 * cart (`all`), so a cable bought with its turntable elsewhere in the cart still counts as an accessory.
 */
export function hasNonAccessory(
  selected: readonly AccessoryCheckItem[],
  all: readonly AccessoryCheckItem[] = selected,
): boolean {
  const addOnIds = knownAddOnIds(all);
  return selected.some((item) => !isAccessoryItem(item, addOnIds));
}
