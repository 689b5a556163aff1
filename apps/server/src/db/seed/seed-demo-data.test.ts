import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUTO_RETRY_DAYS } from '@shop/domain/billing/billing-schedule';
import { DOC_SLUG } from '@shop/domain/codes/doc-slug';
import { DOC_TYPE } from '@shop/domain/codes/doc-type';
import { FAV_CAT_LAYOUT } from '@shop/domain/codes/fav-cat-layout';
import { FORUM_TYPE } from '@shop/domain/codes/forum-type';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { PROD_CAT_STATE } from '@shop/domain/codes/prod-cat-state';
import { STATE_PROVIDE } from '@shop/domain/codes/state-provide';
import { SUBSC_CAT_TYPE } from '@shop/domain/codes/subsc-cat-type';
import { SUBSC_STATE } from '@shop/domain/codes/subsc-state';
import { SUBSC_STATE_REQ } from '@shop/domain/codes/subsc-state-req';
import { TYPE_CONN } from '@shop/domain/codes/type-conn';
import { rentalListLabel } from '@shop/domain/rental/state-label';
import { count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { readLedger } from '../../engine/ledger';
import { verifyPassword } from '../../security/password';
import { createTestDatabase } from '../../test/test-database';
import type { Database } from '../client';
import * as t from '../schema';
import { seedDemoData } from './seed-demo-data';

const assetsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../assets');
let database: Database;

const config = { ...loadConfig({ LOG_LEVEL: 'silent' }), dataDir: null };

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database, config);
}, 180_000);
afterAll(() => database.close());

const rows = async (table: PgTable) => (await database.db.select({ n: count() }).from(table))[0]!.n;

describe('demo data', () => {
  it('is loaded once: a second run changes nothing', async () => {
    const before = [await rows(t.prods), await rows(t.subscs), await rows(t.payments)];
    await seedDemoData(database, config);
    expect([await rows(t.prods), await rows(t.subscs), await rows(t.payments)]).toEqual(before);
    // The demo customer, the second customer and the collection contact.
    expect(await rows(t.users)).toBe(3);
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

  it("tells customers the engine's own retry days for a failed payment, in the FAQ and the payment policy", async () => {
    const { db } = database;
    const [faq] = await db
      .select()
      .from(t.forums)
      .where(eq(t.forums.title, '결제가 실패하면 어떻게 되나요?'));
    const [policy] = await db.select().from(t.docs).where(eq(t.docs.slug, DOC_SLUG.PAYMENT));
    const days = AUTO_RETRY_DAYS.map((day) => `${day}일`).join(', ');
    expect(days).toBe('1일, 3일, 5일');
    for (const text of [faq!.content, policy!.content]) expect(text).toContain(`${days} 뒤에`);
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

  it('has the demo customer with the README password, addresses and a rental under every label', async () => {
    const [user] = await database.db.select().from(t.users).where(eq(t.users.email, 'demo@soridam.kr'));
    expect(user).toBeDefined();
    expect(await verifyPassword('demo1234!', user!.passwordHash!)).toBe(true);
    const spots = await database.db.select().from(t.spots).where(eq(t.spots.spotableId, user!.id));
    expect(spots).toHaveLength(2);
    const rentals = await database.db.select().from(t.subscs).where(eq(t.subscs.userId, user!.id));
    const unpaid = await database.db.execute(
      sql`select subsc_id, count(*)::int as n from record_subscs where state = 220 group by subsc_id`,
    );
    const unpaidBy = new Map(
      (unpaid as unknown as { rows: { subsc_id: number; n: number }[] }).rows.map((r) => [r.subsc_id, r.n]),
    );
    const paidBy = async (id: number) =>
      (await database.db.select().from(t.recordSubscs).where(eq(t.recordSubscs.subscId, id))).filter(
        (r) => r.kind === 'round' && r.state === 640,
      ).length;
    const labels = await Promise.all(
      rentals.map(async (r) =>
        rentalListLabel({
          state: r.state,
          state_req: r.stateReq,
          start_at: r.startAt,
          unpaidCount: unpaidBy.get(r.id) ?? 0,
          paidCount: await paidBy(r.id),
          months: r.duration,
        }),
      ),
    );
    expect(labels).toEqual(
      expect.arrayContaining([
        '신규',
        '상품준비중',
        '배송중',
        '미납중',
        '해지요청',
        '해지종료',
        '인수완료',
        '렌탈종료',
        '취소종료',
      ]),
    );
    expect(labels.some((l) => /^\d+회차$/.test(l))).toBe(true);
    // An exchange (multi) subscription, running.
    const multi = rentals.filter((r) => r.subscCatId === 2);
    expect(multi.some((r) => r.state === SUBSC_STATE.ENABLE)).toBe(true);
    // Installed rentals have a contract to open, and the collection section has a contact.
    expect(await rows(t.recordContracts)).toBeGreaterThanOrEqual(6);
    const admins = await database.db.select().from(t.users).where(eq(t.users.type, 100));
    expect(admins.map((a) => [a.name, a.email, a.passwordHash])).toEqual([['박채권', null, null]]);
  });

  it('shows every state the documents name, reached through the engine with its history', async () => {
    const all = await database.db.select().from(t.subscs);
    const states = new Set(all.map((r) => r.state));
    for (const state of Object.values(SUBSC_STATE)) expect(states.has(state), `state ${state}`).toBe(true);
    expect(
      all.some((r) => r.state === SUBSC_STATE.TERMINATE && r.stateReq === SUBSC_STATE_REQ.TERMINATE),
    ).toBe(true);
    expect(all.some((r) => r.stateReq === SUBSC_STATE_REQ.UNSET_COMPLETE)).toBe(true);
    // Every rental's path is in its history, from the paid checkout on.
    for (const rental of all) {
      const history = await database.db
        .select()
        .from(t.subscHistories)
        .where(eq(t.subscHistories.subscId, rental.id))
        .orderBy(t.subscHistories.id);
      expect(history[0]!.note).toBe('결제 완료');
      expect(history.at(-1)).toMatchObject({ state: rental.state, stateReq: rental.stateReq });
    }
    // The engine's own moves, not written by hand.
    const notes = (await database.db.select({ note: t.subscHistories.note }).from(t.subscHistories)).map(
      (h) => h.note,
    );
    for (const note of [
      '미납으로 일시 중지',
      '3회 이상 미납, 채권추심 이관',
      '약정 기간 만료, 소유권 이전',
    ]) {
      expect(
        notes.some((n) => n.startsWith(note)),
        note,
      ).toBe(true);
    }
    // And the books balance: every charge, refund, retry with interest and penalty accounted for.
    expect(await readLedger(database.db)).toMatchObject({ balanced: true, doubleCharges: 0 });
  });
});
