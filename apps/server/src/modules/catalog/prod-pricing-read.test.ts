import type { ProdDetail } from '@shop/domain/api/catalog';
import { STATE } from '@shop/domain/codes/generic-state';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { TYPE_CONN } from '@shop/domain/codes/type-conn';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { getProdDetail } from './prod-detail-service';
import { getProdForPricing } from './prod-pricing-read';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** The detail without what only the page shows: what pricing must read the same. */
function withoutPage(detail: ProdDetail): ProdDetail {
  const bare = <T extends { atts: unknown[] }>(p: T) => ({ ...p, atts: [] });
  const bareOpts = (opts: ProdDetail['prod_opts']) => opts.map((o) => ({ ...bare(o) }));
  const bareProd = <T extends Pick<ProdDetail, 'atts' | 'prod_opts'>>(p: T) => ({
    ...bare(p),
    prod_opts: bareOpts(p.prod_opts),
  });
  return {
    ...bareProd(detail),
    content: {},
    docs: [],
    tag_taggables_with_tag: [],
    prod_opts_with_att: bareOpts(detail.prod_opts_with_att),
    prod_conns_pkg: detail.prod_conns_pkg.map(bareProd),
    prod_conns_conns: detail.prod_conns_conns.map(bareProd),
    subsc_cat: detail.subsc_cat && { ...detail.subsc_cat, atts: [] },
  };
}

describe('getProdForPricing', () => {
  it('reads every enabled product as its detail reads it, less the page-only fields', async () => {
    const { db } = t.database;
    const rows = await db
      .select({ id: schema.prods.id })
      .from(schema.prods)
      .where(eq(schema.prods.state, STATE.ENABLE));
    expect(rows.length).toBeGreaterThan(10);
    let packages = 0;
    let withAddOns = 0;
    let discounted = 0;
    for (const { id } of rows) {
      const detail = await getProdDetail(db, id);
      const priced = await getProdForPricing(db, id);
      expect(priced, `product ${id}`).toEqual(withoutPage(detail));
      // The category named by a cart line is read the same way.
      if (detail.subsc_cat) {
        expect(await getProdForPricing(db, id, detail.subsc_cat.id)).toEqual(priced);
      }
      if (detail.type_conn === TYPE_CONN.PACKAGE) packages += 1;
      if (detail.prod_conns_conns.length > 0) withAddOns += 1;
      if (detail.discount_ctr > 0) discounted += 1;
    }
    // The demo catalogue holds each kind the statement joins, so each part of it was compared.
    expect({ packages: packages > 0, withAddOns: withAddOns > 0, discounted: discounted > 0 }).toEqual({
      packages: true,
      withAddOns: true,
      discounted: true,
    });
  });

  it('keeps the running discounts in their order, leaves out those outside their period and a disabled product', async () => {
    const { db } = t.database;
    const [prod] = await db.select().from(schema.prods).where(eq(schema.prods.state, STATE.ENABLE)).limit(1);
    const before = await getProdForPricing(db, prod!.id);
    const day = 24 * 3600 * 1000;
    await db.insert(schema.discounts).values([
      {
        discountableType: MORPH_TYPE.PROD,
        discountableId: prod!.id,
        title: '지난 할인',
        typeVal: 'COST',
        val: 1000,
        state: STATE.ENABLE,
        stopAt: new Date(Date.now() - day),
      },
      {
        discountableType: MORPH_TYPE.PROD,
        discountableId: prod!.id,
        title: '다음 할인',
        typeVal: 'COST',
        val: 1000,
        state: STATE.ENABLE,
        startAt: new Date(Date.now() + day),
      },
      {
        discountableType: MORPH_TYPE.PROD,
        discountableId: prod!.id,
        title: '지금 할인',
        typeVal: 'COST',
        val: 500,
        state: STATE.ENABLE,
        sort: 2,
      },
      {
        discountableType: MORPH_TYPE.PROD,
        discountableId: prod!.id,
        title: '먼저 보일 할인',
        typeVal: 'RATE',
        val: 5,
        state: STATE.ENABLE,
        sort: 1,
      },
    ]);
    const after = await getProdForPricing(db, prod!.id);
    const titles = after.discounts.map((d) => d.title);
    expect(titles).toHaveLength(before.discounts.length + 2);
    expect(
      titles.filter((title) => title.endsWith('할인') && !before.discounts.some((d) => d.title === title)),
    ).toEqual(['먼저 보일 할인', '지금 할인']);
    expect(after).toEqual(withoutPage(await getProdDetail(db, prod!.id)));
    expect(titles).not.toContain('지난 할인');
    expect(titles).not.toContain('다음 할인');

    await db.update(schema.prods).set({ state: STATE.DISABLE }).where(eq(schema.prods.id, prod!.id));
    await expect(getProdForPricing(db, prod!.id)).rejects.toMatchObject({ statusCode: 404 });
  });
});
