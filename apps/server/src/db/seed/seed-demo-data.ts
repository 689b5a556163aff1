import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Config } from '../../config';
import { findUserByEmail } from '../../modules/users/user-queries';
import { hashPassword } from '../../security/password';
import type { Database } from '../client';
import * as t from '../schema';
import { DEMO_CUSTOMER } from './data/demo-customer';
import { runDemoTimeline } from './demo-timeline';
import { seedCatalog } from './seed-catalog';
import { seedContent, seedMissingLegalDocs } from './seed-content';
import { seedDemoStaff } from './seed-staff';

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
 * Loads the demo shop into an empty database: the catalogue, content and documents in one transaction,
 * then the demo customers' rentals by living their history through the real shop and engine (the test
 * PG takes their payments, so only with PAYMENTS_PROVIDER=simulator). Each part is skipped when it is
 * there already, so this is safe on every start.
 */
export async function seedDemoData(
  database: Database,
  config: Config,
  options: { now?: Date; customers?: boolean } = {},
): Promise<void> {
  const { db } = database;
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(t.corps);
  if ((existing?.count ?? 0) === 0) {
    await db.transaction(async (tx) => {
      const ids = await seedCatalog(tx);
      await seedContent(tx, ids);
      for (const table of EXPLICIT_ID_TABLES) {
        const name = getTableName(table);
        await tx.execute(
          sql`select setval(pg_get_serial_sequence(${name}, 'id'), coalesce((select max(id) from ${sql.identifier(name)}), 0) + 1, false)`,
        );
      }
    });
  }
  await seedMissingLegalDocs(db);
  if (config.appEnv !== 'live') await seedDemoStaff(db);
  if (options.customers === false || config.payments.provider !== 'simulator') return;
  // By lower(email), as the unique index is: a plain `email =` read every customer on each start.
  if (await findUserByEmail(db, DEMO_CUSTOMER.email)) return;
  await runDemoTimeline(database, config, await hashPassword(DEMO_CUSTOMER.password), options.now);
}
