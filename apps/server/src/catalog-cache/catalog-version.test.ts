import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, migrationsFolder, PGLITE_EXTENSIONS } from '../db/client';
import * as schema from '../db/schema';
import { insertStorefrontFixture } from '../test/storefront-fixture';
import { buildTestApp, type TestApp } from '../test/test-app';

// The catalogue's answers are kept until the catalogue version moves, and it moves by a trigger on each
// table (migrations 0010 and 0011). These tests fail when a catalogue answer starts reading a table without that
// trigger (a write there would leave stale answers), or when a write to one does not move the version.

/** An embedded database whose every statement made through Drizzle is written down. */
async function recordedDatabase() {
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  const statements: string[] = [];
  const db = drizzle(client, { schema, logger: { logQuery: (query) => statements.push(query) } });
  await migrate(db, { migrationsFolder });
  const database: Database = {
    db: db as unknown as Db,
    engine: 'pglite',
    query: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    ping: async () => undefined,
    underStartupLock: (work) => work(),
    close: () => client.close(),
  };
  return { database, statements };
}

let t: TestApp;
let recorded: Awaited<ReturnType<typeof recordedDatabase>>;
let fixture: Awaited<ReturnType<typeof insertStorefrontFixture>>;

beforeAll(async () => {
  recorded = await recordedDatabase();
  t = await buildTestApp({ seed: false, database: recorded.database });
  fixture = await insertStorefrontFixture(recorded.database.db);
});
afterAll(async () => {
  await t.close();
  await recorded.database.close();
});

const version = async () =>
  Number(
    (await recorded.database.query('select sum(version) as version from catalog_version')).rows[0]?.version,
  );

async function triggeredTables(): Promise<string[]> {
  const { rows } = await recorded.database.query(
    `select c.relname as name from pg_trigger g join pg_class c on c.oid = g.tgrelid
      where g.tgname = 'catalog_version_bump' order by 1`,
  );
  return rows.map((r) => String(r.name));
}

describe('the catalogue version', () => {
  it('has its trigger on every table the catalogue answers read', async () => {
    const c = fixture;
    const urls = [
      'prods?per_page=-1',
      `prods?prod_cat_id=${c.turntables!.id}&type_conn=200&corp_maker_id=${c.maker!.id}`,
      `prods?tag_id=${c.tag!.id}`,
      `prods?subsc_cat_id=${c.rental!.id}`,
      `prods?fav_symbol_id=${c.s2!.id}`,
      `prods/${c.turntable!.id}`,
      `prods/${c.pkg!.id}?subsc_cat_id=${c.rental!.id}`,
      'prodCats?per_page=-1&prods_simple=1&prods_count_gt=0',
      'featds?per_page=-1',
      'tags?per_page=-1',
      'subscCats',
      'subscCats?type=multi',
      'forums?type=100&per_page=-1',
      'forums?type=200',
      `forums/${c.faqPlain!.id}`,
    ];
    recorded.statements.length = 0;
    for (const url of urls) {
      const res = await t.app.inject(`/api/v2/customer/${url}`);
      expect(res.statusCode, url).toBe(200);
    }
    const read = new Set<string>();
    for (const statement of recorded.statements) {
      for (const [, table] of statement.matchAll(/\b(?:from|join)\s+"(\w+)"/gi)) read.add(table!);
    }
    read.delete('catalog_version');
    // The fixture gives every kind of answer rows to read: the list is not trivially empty.
    expect([...read]).toEqual(
      expect.arrayContaining(['prods', 'prod_stocks', 'discounts', 'forums', 'docs']),
    );
    const triggered = await triggeredTables();
    expect([...read].filter((table) => !triggered.includes(table))).toEqual([]);
  });

  it('moves once in a transaction that writes a catalogue table, however many rows, and not when it rolls back', async () => {
    for (const table of await triggeredTables()) {
      const before = await version();
      await recorded.database.query(`begin;
        update "${table}" set id = id where id = (select min(id) from "${table}");
        update "${table}" set id = id where id = (select max(id) from "${table}");
        commit;`);
      expect(await version(), table).toBe(before + 1);
      await recorded.database.query(`begin; update "${table}" set id = id; rollback;`);
      expect(await version(), table).toBe(before + 1);
    }
    // Transactions add to the row their id picks: concurrent writers seldom wait for one another.
    const { rows } = await recorded.database.query(
      'select count(*) as n from catalog_version where version > 0',
    );
    expect(Number(rows[0]?.n)).toBeGreaterThan(4);
  });

  it('moves on inserts, deletes and truncation too, and is announced to the app at once', async () => {
    const start = await t.app.catalogCache.currentVersion();
    await recorded.database.db.insert(schema.tags).values({ title: '새 태그', state: 100 });
    expect(await t.app.catalogCache.currentVersion()).toBe(start + 1);
    await recorded.database.query(`delete from tags where title = '새 태그'`);
    expect(await t.app.catalogCache.currentVersion()).toBe(start + 2);
    await recorded.database.query('truncate favables');
    expect(await t.app.catalogCache.currentVersion()).toBe(start + 3);
    expect(await version()).toBe(start + 3);
  });
});
