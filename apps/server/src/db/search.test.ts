import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerSearch } from '../admin/customers/customer-queries';
import { rentalSearch } from '../admin/rentals/rental-list';
import { createTestDatabase } from '../test/test-database';
import type { Db } from './client';
import { subscs, users } from './schema';
import { containsPattern, nameOrEmailContains } from './search';

/**
 * The console's searches by a part of a customer's name, e-mail or mobile, and the trigram indexes of
 * migration 0014 that serve them (pg_trgm, on PGlite as on PostgreSQL).
 */
describe('customer searches', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    await db.insert(users).values([
      {
        id: 9101,
        type: 400,
        state: 100,
        email: 'sori_kim@example.com',
        name: '김소리',
        mobile: '01012345678',
      },
      {
        id: 9102,
        type: 400,
        state: 100,
        email: 'sorikim@example.com',
        name: '박소리나',
        mobile: '01087654321',
      },
      { id: 9103, type: 400, state: 100, email: 'hundred%@example.com', name: '이음악', mobile: null },
    ]);
  }, 60_000);
  afterAll(() => database.close());

  const idsWhere = async (text: string) =>
    (await db.select({ id: users.id }).from(users).where(nameOrEmailContains(text)).orderBy(users.id)).map(
      (r) => r.id,
    );

  it('finds a customer by a part of the name in Korean or of the e-mail, in any case', async () => {
    expect(await idsWhere('김소리')).toEqual([9101]);
    expect(await idsWhere('소리')).toEqual([9101, 9102]);
    expect(await idsWhere('SORIKIM@')).toEqual([9102]);
    expect(await idsWhere('없는고객')).toEqual([]);
  });

  it("takes the searcher's own %, _ and \\ literally", async () => {
    expect(containsPattern('a%b_c\\d')).toBe('%a\\%b\\_c\\\\d%');
    expect(await idsWhere('sori_')).toEqual([9101]);
    expect(await idsWhere('%')).toEqual([9103]);
    expect(await idsWhere('\\')).toEqual([]);
  });

  it("finds a customer in the console's list by a part of the mobile number, from four digits", async () => {
    const ids = async (q: string) =>
      (await db.select({ id: users.id }).from(users).where(customerSearch(q)).orderBy(users.id)).map(
        (r) => r.id,
      );
    expect(await ids('010-8765')).toEqual([9102]);
    // Fewer than four digits do not search the numbers: 567 is in a mobile, not in a name or an e-mail.
    expect(await ids('567')).toEqual([]);
  });

  /** The plan of a query with sequential scans priced out, as the planner prices them at 100,000 customers. */
  const planOf = async (query: { getSQL(): ReturnType<typeof sql> }) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const { rows } = (await tx.execute(sql`explain ${query.getSQL()}`)) as unknown as {
        rows: { 'QUERY PLAN': string }[];
      };
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });

  it('is served by the trigram indexes of the name, the e-mail and the mobile', async () => {
    const rentals = planOf(
      db
        .select({ id: subscs.id })
        .from(subscs)
        .innerJoin(users, eq(users.id, subscs.userId))
        .where(rentalSearch('김소리')),
    );
    expect(await rentals).toContain('users_name_trgm_idx');
    expect(await rentals).toContain('users_email_trgm_idx');
    const customers = await planOf(
      db.select({ id: users.id }).from(users).where(customerSearch('01012345678')),
    );
    expect(customers).toContain('users_name_trgm_idx');
    expect(customers).toContain('users_mobile_trgm_idx');
  });
});
