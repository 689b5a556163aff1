import type { SpotView } from '@shop/domain/api/spots';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { SPOT_STATE } from '@shop/domain/codes/spot-state';
import type { Spot } from '@shop/domain/validation/spot-schema';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { spots, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { ownSpot, ownSpots } from './own-spot';

export const SPOT_NOT_FOUND = '주소 정보를 찾을 수 없습니다.';

type SpotRow = typeof spots.$inferSelect;

function view(row: SpotRow): SpotView {
  return {
    id: row.id,
    name: row.name,
    tel: row.tel,
    addr: row.addr,
    addr_code: row.addrCode,
    addr_desc: row.addrDesc,
    state: row.state,
    spotable_id: row.spotableId,
    spotable_type: row.spotableType,
    title: row.title,
    options: { type_weekend: row.options.type_weekend ?? false },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The caller's address book: the default first, then the newest. */
export async function listSpots(db: Db, userId: number): Promise<SpotView[]> {
  const rows = await db
    .select()
    .from(spots)
    .where(ownSpots(userId))
    .orderBy(desc(spots.state), desc(spots.id));
  return rows.map(view);
}

async function findOwned(db: Db, userId: number, id: number): Promise<SpotRow> {
  const row = await ownSpot(db, userId, id);
  if (!row) throw notFound(SPOT_NOT_FOUND);
  return row;
}

export async function getSpot(db: Db, userId: number, id: number): Promise<SpotView> {
  return view(await findOwned(db, userId, id));
}

/** The form's fields as they are sent again for an edit (PATCH merges a part into these). */
export function spotFormOf(spot: SpotView) {
  const { name, tel, addr, addr_code, addr_desc, state, title, options } = spot;
  return { name, tel, addr, addr_code, addr_desc, state, title, options };
}

const columns = (spot: Spot) => ({
  name: spot.name,
  tel: spot.tel,
  addr: spot.addr,
  addrCode: spot.addr_code,
  addrDesc: spot.addr_desc,
  title: spot.title ?? '',
  state: spot.state,
  options: { type_weekend: spot.options?.type_weekend ?? false },
});

/** A default entry is the customer's only one: the others lose the flag in the same transaction. */
async function clearOtherDefaults(tx: Db, userId: number, keepId: number) {
  await tx
    .update(spots)
    .set({ state: SPOT_STATE.NONE, updatedAt: new Date() })
    .where(and(ownSpots(userId), eq(spots.state, SPOT_STATE.DEFAULT), ne(spots.id, keepId)));
}

/** Serialises one customer's address-book writes, so two saves cannot leave two defaults. */
async function lockCustomer(tx: Db, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function createSpot(db: Db, userId: number, spot: Spot): Promise<SpotView> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await lockCustomer(tx, userId);
    const [row] = await tx
      .insert(spots)
      .values({ spotableType: MORPH_TYPE.USER, spotableId: userId, ...columns(spot) })
      .returning();
    if (spot.state === SPOT_STATE.DEFAULT) await clearOtherDefaults(tx, userId, row!.id);
    return view(row!);
  });
}

export async function updateSpot(db: Db, userId: number, id: number, spot: Spot): Promise<SpotView> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await lockCustomer(tx, userId);
    await findOwned(tx, userId, id);
    const [row] = await tx
      .update(spots)
      .set({ ...columns(spot), updatedAt: new Date() })
      .where(eq(spots.id, id))
      .returning();
    if (spot.state === SPOT_STATE.DEFAULT) await clearOtherDefaults(tx, userId, id);
    return view(row!);
  });
}

/** Soft delete: shipments made to the address keep pointing at it. */
export async function deleteSpot(db: Db, userId: number, id: number): Promise<{ id: number }> {
  const now = new Date();
  const [row] = await db
    .update(spots)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(spots.id, id), ownSpots(userId)))
    .returning({ id: spots.id });
  if (!row) throw notFound(SPOT_NOT_FOUND);
  return row;
}
