import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOC_SLUG } from '@shop/domain/codes/doc-slug';
import { DOC_TYPE } from '@shop/domain/codes/doc-type';
import { FAV_CAT_LAYOUT } from '@shop/domain/codes/fav-cat-layout';
import { FORUM_TYPE } from '@shop/domain/codes/forum-type';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { PROD_CAT_STATE } from '@shop/domain/codes/prod-cat-state';
import { STATE_PROVIDE } from '@shop/domain/codes/state-provide';
import { SUBSC_CAT_TYPE } from '@shop/domain/codes/subsc-cat-type';
import { TYPE_CONN } from '@shop/domain/codes/type-conn';
import { count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../security/password';
import { createTestDatabase } from '../../test/test-database';
import type { Database } from '../client';
import * as t from '../schema';
import { seedDemoData } from './seed-demo-data';

const assetsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../assets');
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db);
});
afterAll(() => database.close());

const rows = async (table: PgTable) => (await database.db.select({ n: count() }).from(table))[0]!.n;

describe('demo data', () => {
  it('is loaded once: a second run changes nothing', async () => {
    const before = await rows(t.prods);
    await seedDemoData(database.db);
    expect(await rows(t.prods)).toBe(before);
    expect(await rows(t.users)).toBe(2);
  });

  it('holds the catalogue the issue asks for', async () => {
    const { db } = database;
    const makers = await db.select({ id: t.corps.id }).from(t.corps).orderBy(t.corps.id);
    expect(makers.map((m) => m.id)).toEqual([1, 2, 3]);
    const cats = await db.select().from(t.prodCats);
    expect(cats.filter((c) => c.state === PROD_CAT_STATE.VISIBLE).length).toBeGreaterThanOrEqual(5);
    expect(cats.filter((c) => c.state === PROD_CAT_STATE.HIDDEN).length).toBeGreaterThanOrEqual(1);
    const prods = await db.select().from(t.prods);
    expect(prods.length).toBeGreaterThanOrEqual(40);
    expect(prods.filter((p) => p.typeConn === TYPE_CONN.PACKAGE).length).toBeGreaterThanOrEqual(4);
    expect(prods.some((p) => p.stateProvide === STATE_PROVIDE.DISCONTINUED)).toBe(true);
    const subscCats = await db.select().from(t.subscCats);
    expect(new Set(subscCats.map((c) => c.type))).toEqual(
      new Set([SUBSC_CAT_TYPE.RENTAL_TAKE, SUBSC_CAT_TYPE.MULTI]),
    );
    const durations = await db.select({ val: t.subscCatOpts.val }).from(t.subscCatOpts);
    expect(new Set(durations.map((d) => d.val))).toEqual(new Set([12, 24, 36, 48]));
    expect(await rows(t.featds)).toBeGreaterThanOrEqual(3);
  });

  it('has sold-out colours beside available ones', async () => {
    // A colour is sold out when none of its units is usable and free.
    const res = await database.db.execute(sql`
      select count(*) filter (where avail = 0)::int as sold_out, count(*) filter (where avail > 0)::int as available
      from (select o.id, count(s.id) filter (where s.state = 100 and s.prod_orderer_id is null) as avail
            from prod_opts o left join prod_stocks s on s.prod_opt_id = o.id where o.type = 100 group by o.id) x`);
    const [row] = (res as unknown as { rows: { sold_out: number; available: number }[] }).rows;
    expect(row!.sold_out).toBeGreaterThan(0);
    expect(row!.available).toBeGreaterThan(row!.sold_out);
  });

  it('holds the quiz in both layouts, the forums and every legal document', async () => {
    const { db } = database;
    const quiz = await db.select().from(t.favCats);
    expect(quiz.length).toBeGreaterThanOrEqual(5);
    expect(new Set(quiz.map((q) => q.typeLayout))).toEqual(
      new Set([FAV_CAT_LAYOUT.TEXT, FAV_CAT_LAYOUT.IMAGE]),
    );
    const forums = await db.select().from(t.forums);
    expect(forums.filter((f) => f.type === FORUM_TYPE.FAQ).length).toBeGreaterThanOrEqual(10);
    expect(forums.filter((f) => f.type === FORUM_TYPE.NOTICE).length).toBeGreaterThanOrEqual(5);
    const slugs = new Set((await db.select({ slug: t.docs.slug }).from(t.docs)).map((d) => d.slug));
    for (const slug of Object.values(DOC_SLUG)) expect(slugs.has(slug), slug).toBe(true);
  });

  it('points every attachment at a file that exists, and manuals download under a Korean name', async () => {
    const atts = await database.db.select().from(t.atts);
    for (const att of atts) {
      expect(existsSync(path.join(assetsDir, att.path.replace(/^\/files\//, ''))), att.path).toBe(true);
    }
    const manuals = await database.db
      .select({ name: t.atts.originalName, size: t.atts.size, type: t.docs.type })
      .from(t.atts)
      .innerJoin(t.docs, eq(t.docs.id, t.atts.attachableId))
      .where(eq(t.atts.attachableType, MORPH_TYPE.DOC));
    expect(manuals.length).toBeGreaterThanOrEqual(8);
    for (const m of manuals) {
      expect(m.type).toBe(DOC_TYPE.PROD_MANUAL);
      expect(m.name).toMatch(/[가-힣].*\.pdf$/);
      expect(m.size).toBeGreaterThan(1000);
    }
  });

  it('has the demo customer with the README password, addresses and rentals', async () => {
    const [user] = await database.db.select().from(t.users).where(eq(t.users.email, 'demo@soridam.kr'));
    expect(user).toBeDefined();
    expect(await verifyPassword('demo1234!', user!.passwordHash!)).toBe(true);
    expect(await rows(t.spots)).toBeGreaterThanOrEqual(2);
    expect(await rows(t.subscs)).toBeGreaterThanOrEqual(4);
    // Installed rentals have a contract to open, and the collection section has a contact.
    expect(await rows(t.recordContracts)).toBeGreaterThanOrEqual(1);
    const admins = await database.db.select().from(t.users).where(eq(t.users.type, 100));
    expect(admins.map((a) => [a.name, a.email, a.passwordHash])).toEqual([['박채권', null, null]]);
  });
});
