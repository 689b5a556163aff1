import type { CartItemInput } from '@shop/domain/api/carts';
import type { RentalAddOn } from '@shop/domain/api/subscs-read';
import { isAccessoryItem } from '@shop/domain/cart/accessory-items';
import { chosenAddOns } from '@shop/domain/catalog/prod-selection';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { PROD_CONN_TYPE } from '@shop/domain/codes/prod-conn-type';
import { TYPE_CONN } from '@shop/domain/codes/type-conn';
import { TYPE_STOCK } from '@shop/domain/codes/type-stock';
import { ORDER_EMPTY_MESSAGE, orderCreateError } from '@shop/domain/validation/order-create';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { carts, prodConns } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { type CartItemPrice, priceOf, resolveCartItems } from '../carts/cart-pricing';
import { getProdForPricing } from '../catalog/prod-pricing-read';
import type { UnitNeed } from '../checkout/stock-holds';

/** One line of a checkout: the cart item as it was, its server price, and the units it needs. */
export type OrderLine = {
  item: CartItemInput;
  cartId: number | null;
  price: CartItemPrice;
  prodId: number;
  typeConn: number;
  prodOptIds: number[];
  parts: { prod_id: number; prod_opt_id: number | null }[];
  /** The paid add-ons chosen, with the monthly fee each adds to the price. */
  addOns: RentalAddOn[];
  needs: UnitNeed[];
};

/** Items by local id from the caller's server cart, or sent whole; never another customer's cart rows. */
async function cartItemsOf(db: Db, userId: number, items: (string | CartItemInput)[]) {
  const localIds = items.map((i) => (typeof i === 'string' ? i : i.local_id));
  const rows = await db
    .select()
    .from(carts)
    .where(and(eq(carts.userId, userId), inArray(carts.localId, localIds)));
  const byLocal = new Map(rows.map((r) => [r.localId, r]));
  return items.map((entry) => {
    if (typeof entry !== 'string') return { item: entry, cartId: byLocal.get(entry.local_id)?.id ?? null };
    const row = byLocal.get(entry);
    if (!row) throw badRequest(ORDER_EMPTY_MESSAGE);
    const item: CartItemInput = {
      local_id: row.localId,
      cartable_id: row.cartableId,
      cartable_type: MORPH_TYPE.PROD,
      options: row.options as CartItemInput['options'],
      selected: row.selected,
    };
    return { item, cartId: row.id };
  });
}

/**
 * The checkout's lines priced again from the database (the cart's own pricing), with the units each needs:
 * the product (or each part of a package) in its chosen colour, and each chosen add-on with tracked stock.
 * Refuses unorderable items and accessories ordered alone.
 */
export async function orderLines(
  db: Db,
  userId: number,
  items: (string | CartItemInput)[],
): Promise<OrderLine[]> {
  const entries = await cartItemsOf(db, userId, items);
  const unique = [...new Map(entries.map((e) => [e.item.local_id, e])).values()];
  const prodIds = unique.map((e) => e.item.cartable_id);
  const [resolved, addOns] = await Promise.all([
    resolveCartItems(
      db,
      unique.map((e) => e.item),
      getProdForPricing,
    ),
    db
      .selectDistinct({ id: prodConns.prodConnId })
      .from(prodConns)
      .where(and(eq(prodConns.type, PROD_CONN_TYPE.OPTION), inArray(prodConns.prodConnId, prodIds))),
  ]);
  const problem = resolved.find((r) => r.problem || !r.detail || !r.selection);
  if (problem) throw badRequest(problem.problem ?? '구매할 수 없는 상품입니다.');

  const accessories = new Set(addOns.map((r) => r.id));
  const error = orderCreateError({
    selectedCount: resolved.length,
    loggedIn: true,
    // The browser's rule with every add-on the database knows of, not only those of the cart's products.
    hasNonAccessory: resolved.some(
      (r) => !isAccessoryItem({ cartable_id: r.cartable_id, cartable: r.detail ?? null }, accessories),
    ),
  });
  if (error) throw badRequest(error);

  return resolved.map((r, i) => {
    const detail = r.detail!;
    const selection = r.selection!;
    const needs: UnitNeed[] = [];
    if (detail.type_conn === TYPE_CONN.PACKAGE) {
      for (const part of detail.prod_conns_pkg) {
        if (part.type_stock === TYPE_STOCK.NONE) continue;
        needs.push({ prodId: part.id, prodOptId: selection.partColourIds[part.id] ?? null, parent: false });
      }
    } else if (detail.type_stock !== TYPE_STOCK.NONE) {
      needs.push({ prodId: detail.id, prodOptId: selection.colourId, parent: true });
    }
    for (const addOn of detail.prod_conns_conns.filter((p) => selection.addOnIds.includes(p.id))) {
      if (addOn.type_stock === TYPE_STOCK.NONE) continue;
      needs.push({ prodId: addOn.id, prodOptId: selection.partColourIds[addOn.id] ?? null, parent: false });
    }
    return {
      item: unique[i]!.item,
      cartId: unique[i]!.cartId,
      price: priceOf(r),
      prodId: detail.id,
      typeConn: detail.type_conn,
      prodOptIds: selection.colourId === null ? [] : [selection.colourId],
      parts: Object.entries(selection.partColourIds).map(([id, opt]) => ({
        prod_id: Number(id),
        prod_opt_id: opt ?? null,
      })),
      addOns: chosenAddOns(detail, selection).map(({ part, monthly }) => ({
        prod_id: part.id,
        title: part.title,
        cost: monthly,
      })),
      needs,
    };
  });
}
