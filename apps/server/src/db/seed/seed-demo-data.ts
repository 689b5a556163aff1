import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../../security/password';
import type { Db } from '../client';
import * as t from '../schema';
import { DEMO_CUSTOMER } from './data/demo-customer';
import { seedCatalog } from './seed-catalog';
import { seedContent } from './seed-content';
import { seedCustomer } from './seed-customer';

/** Tables given explicit ids by the seed; their id sequences are moved past the highest id afterwards. */
const EXPLICIT_ID_TABLES: PgTable[] = [
  t.corps,
  t.prodCats,
  t.subscCats,
  t.prods,
  t.featds,
  t.favSymbols,
  t.feedbackCats,
];

/**
 * Loads the demo shop (catalogue, content, documents and the demo customer with rentals) into an empty
 * database in one transaction. Does nothing when makers already exist, so it is safe on every start.
 */
export async function seedDemoData(db: Db, now: Date = new Date()): Promise<void> {
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(t.corps);
  if ((existing?.count ?? 0) > 0) return;
  const passwordHash = await hashPassword(DEMO_CUSTOMER.password);
  await db.transaction(async (tx) => {
    const ids = await seedCatalog(tx);
    await seedContent(tx, ids);
    await seedCustomer(tx, ids, passwordHash, now);
    for (const table of EXPLICIT_ID_TABLES) {
      const name = getTableName(table);
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${name}, 'id'), coalesce((select max(id) from ${sql.identifier(name)}), 0) + 1, false)`,
      );
    }
  });
}
