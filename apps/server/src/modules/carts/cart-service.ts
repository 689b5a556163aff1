import type { CartItemInput, CartItemView } from '@shop/domain/api/carts';
import { readCartChoice } from '@shop/domain/cart/cart-choice';
import { CART_STATE } from '@shop/domain/codes/cart-state';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { isCartSizeAllowed } from '@shop/domain/limits/cart-limits';
import { CART_ADD_LIMIT_MESSAGE } from '@shop/domain/validation/order-create';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { carts, users } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { resolveCartItems } from './cart-pricing';
import { cartItemView } from './cart-view';

/** The caller's server cart, oldest first; items that can no longer be ordered come back as DISABLE. */
export async function listCart(db: Db, userId: number): Promise<CartItemView[]> {
  const rows = await db
    .select()
    .from(carts)
    .where(and(eq(carts.userId, userId), eq(carts.state, CART_STATE.ENABLE)))
    .orderBy(asc(carts.id));
  const resolved = await resolveCartItems(
    db,
    rows.map((row) => ({ local_id: row.localId, cartable_id: row.cartableId, options: row.options })),
  );
  return rows.map((row, i) => cartItemView(row, resolved[i]!));
}

/** The last copy of each local_id wins when a client sends the same item twice. */
function lastByLocalId(items: readonly CartItemInput[]): CartItemInput[] {
  return [...new Map(items.map((item) => [item.local_id, item])).values()];
}

/** Serialises cart writes of one customer, so two syncs cannot both pass the limit. */
async function lockCustomer(tx: Db, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

function upsert(tx: Db, userId: number, items: readonly CartItemInput[]) {
  if (items.length === 0) return Promise.resolve([]);
  return tx
    .insert(carts)
    .values(
      items.map((item) => ({
        userId,
        localId: item.local_id,
        cartableType: MORPH_TYPE.PROD,
        cartableId: item.cartable_id,
        options: readCartChoice(item.options),
        ordererType: MORPH_TYPE.SUBSC,
        state: CART_STATE.ENABLE,
        selected: item.selected ?? true,
      })),
    )
    .onConflictDoUpdate({
      target: [carts.userId, carts.localId],
      set: {
        cartableId: sql`excluded.cartable_id`,
        options: sql`excluded.options`,
        state: CART_STATE.ENABLE,
        selected: sql`excluded.selected`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: carts.id });
}

/**
 * Merges the client's items into the server cart by local_id: a known local_id is updated, a new one added,
 * nothing duplicated. Every item must be orderable now, and the cart may not grow past 1.5 times the limit.
 */
export async function mergeCart(
  db: Db,
  userId: number,
  input: readonly CartItemInput[],
): Promise<{ created: boolean; items: CartItemView[] }> {
  const items = lastByLocalId(input);
  const resolved = await resolveCartItems(db, items);
  const errors: Record<string, string[]> = {};
  resolved.forEach((item, i) => {
    if (item.problem) errors[`items.${i}`] = [item.problem];
  });
  const first = resolved.find((item) => item.problem);
  if (first?.problem) throw badRequest(first.problem, errors);

  const created = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await lockCustomer(tx, userId);
    const stored = await tx
      .select({ localId: carts.localId, state: carts.state })
      .from(carts)
      .where(eq(carts.userId, userId));
    const enabled = new Set(stored.filter((r) => r.state === CART_STATE.ENABLE).map((r) => r.localId));
    const known = new Set(stored.map((r) => r.localId));
    const after = new Set([...enabled, ...items.map((item) => item.local_id)]);
    if (after.size > enabled.size && !isCartSizeAllowed(after.size)) throw badRequest(CART_ADD_LIMIT_MESSAGE);
    await upsert(tx, userId, items);
    return items.some((item) => !known.has(item.local_id));
  });
  return { created, items: await listCart(db, userId) };
}

/** Removes the caller's own items with these local ids; another customer's items are never touched. */
export async function deleteCartItems(
  db: Db,
  userId: number,
  localIds: readonly string[],
): Promise<string[]> {
  if (localIds.length === 0) return [];
  const rows = await db
    .delete(carts)
    .where(and(eq(carts.userId, userId), inArray(carts.localId, [...localIds])))
    .returning({ localId: carts.localId });
  return rows.map((r) => r.localId);
}

/**
 * Puts items back in a customer's cart (after a failed payment), under their local ids. Neither the limit
 * nor the catalog is checked: the customer had these items, and GET carts marks any that became
 * unorderable. Safe to call inside the caller's transaction (pass the transaction as `db`).
 */
export async function restoreCartItems(
  db: Db,
  userId: number,
  items: readonly CartItemInput[],
): Promise<string[]> {
  const unique = lastByLocalId(items);
  if (unique.length === 0) return [];
  await upsert(db, userId, unique);
  return unique.map((item) => item.local_id);
}
