import { RENTAL_GROUPS, rentalListQuerySchema } from '@shop/domain/api/admin/rentals';
import { RECORD_STATE } from '@shop/domain/codes/record-state';
import { SUBSC_STATE } from '@shop/domain/codes/subsc-state';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { createTestDatabase } from '../../test/test-database';
import { listRentals } from './rental-list';

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** The kept counts (subsc_counts) against the rentals counted by hand, per state and request state. */
async function keptAndCounted(db: Db) {
  const kept = await rowsOf<{ state: number; state_req: number; n: number }>(
    db,
    sql`select state, state_req, sum(n)::int as n from subsc_counts group by 1, 2 having sum(n) <> 0 order by 1, 2`,
  );
  const counted = await rowsOf<{ state: number; state_req: number; n: number }>(
    db,
    sql`select state, state_req, count(*)::int as n from subscs group by 1, 2 order by 1, 2`,
  );
  return { kept, counted };
}

/**
 * The console list's totals come from counts the triggers of migration 0012 keep: they must stay equal to
 * the rentals themselves through every kind of write, and give each group the total counting would.
 */
describe('kept rental counts', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    await db.execute(sql`insert into users (id, type, state, email, name) values
      (9001, 400, 100, 'count-a@example.com', '가'), (9002, 400, 100, 'count-b@example.com', '나')`);
  }, 60_000);
  afterAll(() => database.close());

  const insertRentals = (user: number, states: [number, number][]) =>
    db.execute(sql`insert into subscs (user_id, state, state_req, duration)
      select ${user}, s, r, 12 from unnest(${`{${states.map((s) => s[0]).join(',')}}`}::int[],
        ${`{${states.map((s) => s[1]).join(',')}}`}::int[]) as t(s, r)`);

  it('follow inserts, updates that move or keep the state, deletes and a truncate', async () => {
    const S = SUBSC_STATE;
    await insertRentals(9001, [
      [S.INIT_APPLY, 100],
      [S.INIT_APPLY, 100],
      [S.ENABLE, 400],
      [S.ENABLE, 700],
    ]);
    await insertRentals(9002, [
      [S.PAUSE, 400],
      [S.CANCEL, 1040],
    ]);
    expect((await keptAndCounted(db)).kept).toEqual((await keptAndCounted(db)).counted);

    // Several rows of one statement, some moving, some not; one moving back and forth in a transaction.
    await db.execute(
      sql`update subscs set state = ${S.ENABLE}, state_req = 400 where state = ${S.INIT_APPLY}`,
    );
    await db.execute(sql`update subscs set next_at = now() where user_id = 9001`);
    await db.transaction(async (tx) => {
      await tx.execute(sql`update subscs set state = ${S.TERMINATE} where state = ${S.PAUSE}`);
      await tx.execute(sql`update subscs set state = ${S.PAUSE} where state = ${S.TERMINATE}`);
      await tx.execute(sql`update subscs set state = ${S.CANCEL_LOSS} where state = ${S.CANCEL}`);
    });
    // A rolled back write moves nothing.
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`delete from subscs where user_id = 9002`);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    let both = await keptAndCounted(db);
    expect(both.kept).toEqual(both.counted);
    expect(both.counted.reduce((n, r) => n + r.n, 0)).toBe(6);

    await db.execute(sql`delete from subscs where user_id = 9002`);
    both = await keptAndCounted(db);
    expect(both.kept).toEqual(both.counted);

    await db.execute(sql`truncate subscs cascade`);
    both = await keptAndCounted(db);
    expect(both.kept).toEqual([]);
    expect(both.counted).toEqual([]);
  });

  it("give every group of the console's list the total counting its rentals gives", async () => {
    const S = SUBSC_STATE;
    await insertRentals(9001, [
      [S.INIT_APPLY, 100],
      [S.ENABLE, 400],
      [S.ENABLE, 700],
      [S.ENABLE, 1040],
      [S.PAUSE, 400],
      [S.TERMINATE, 1000],
      [S.CANCEL, 1040],
      [S.CANCEL_COLLECT, 1040],
      [S.INIT_CANCEL, 300],
      [S.ABNORMAL, 160],
      // Pickups under way: an ended term's return, a collection's, a termination's.
      [S.TERMINATE, 600],
      [S.CANCEL_COLLECT, 650],
      [S.ENABLE, 750],
    ]);
    // Unpaid: one renting rental owes two rounds, another one round beside a paid one, a third paid all.
    const renting = await rowsOf<{ id: number }>(
      db,
      sql`select id from subscs where user_id = 9001 and state = ${S.ENABLE} order by id`,
    );
    const [a, b, c] = renting.map((r) => r.id);
    const U = RECORD_STATE.UNPAID;
    const P = RECORD_STATE.PAID;
    await db.execute(sql`insert into record_subscs (subsc_id, round, state, cost, due_at) values
      (${a}, 1, ${U}, 39000, now()), (${a}, 2, ${U}, 39000, now()),
      (${b}, 1, ${P}, 39000, now()), (${b}, 2, ${U}, 39000, now()), (${c}, 1, ${P}, 39000, now())`);
    const unpaid = await listRentals(
      db,
      rentalListQuerySchema.parse({ group: 'unpaid', per_page: 100 }),
      new Date(),
    );
    expect(unpaid.total).toBe(2);
    expect(unpaid.rows.map((r) => r.id).sort()).toEqual([a, b].sort());
    for (const group of RENTAL_GROUPS) {
      const query = rentalListQuerySchema.parse({ group, per_page: 100 });
      const kept = await listRentals(db, query, new Date());
      // A search takes the counting path: the same group searched by every customer's e-mail.
      const counted = await listRentals(db, { ...query, q: 'example.com' }, new Date());
      expect(kept.total, group).toBe(counted.total);
      expect(kept.total, group).toBe(kept.rows.length);
    }
    const pickups = await listRentals(
      db,
      rentalListQuerySchema.parse({ group: 'pickups', per_page: 100 }),
      new Date(),
    );
    expect(pickups.rows.map((r) => [r.state, r.state_req]).sort()).toEqual(
      [
        [S.CANCEL_COLLECT, 650],
        [S.ENABLE, 750],
        [S.TERMINATE, 600],
      ].sort(),
    );
  });
});
