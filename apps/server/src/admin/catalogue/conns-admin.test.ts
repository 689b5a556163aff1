import type { AdminConns } from '@shop/domain/api/admin/catalogue';
import type { ProdDetail } from '@shop/domain/api/catalog';
import { CONN_PACKAGE_MESSAGE, CONN_PARTS_ONLY_PACKAGE_MESSAGE } from '@shop/domain/catalog/conns-admin';
import { TYPE_CONN } from '@shop/domain/codes/type-conn';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prods } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { staffLoginAs } from '../test-staff';
import { catalogueCalls } from './test-catalogue';

describe('catalogue: package parts and add-ons', () => {
  let t: TestApp;
  let c: ReturnType<typeof catalogueCalls>;
  let pkgId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    c = catalogueCalls(t, await staffLoginAs(t, 'content'));
    const [pkg] = await t.database.db
      .select({ id: prods.id })
      .from(prods)
      .where(eq(prods.typeConn, TYPE_CONN.PACKAGE))
      .limit(1);
    pkgId = pkg!.id;
  }, 120_000);
  afterAll(() => t.close());

  const conns = async (id: number) => (await c.admin('GET', `/prods/${id}/conns`)).json().data as AdminConns;

  it('lists a package’s parts as the storefront does', async () => {
    const shop = await c.customer<ProdDetail>(`prods/${pkgId}`);
    expect((await conns(pkgId)).parts.map((p) => p.prod_id)).toEqual(shop.prod_conns_pkg.map((p) => p.id));
  });

  it('sets a product’s add-ons in order; the storefront offers them at once, audited', async () => {
    // 온음 DD-7 offers the MC-20 cartridge (36) and the record brush (38), the brush first.
    const res = await c.admin('PUT', '/prods/5/conns', { kind: 'addons', prod_ids: [38, 36] });
    expect(res.statusCode).toBe(200);
    expect((res.json().data as AdminConns).addons.map((a) => a.prod_id)).toEqual([38, 36]);
    const shop = await c.customer<ProdDetail>('prods/5');
    expect(shop.prod_conns_conns.map((p) => p.id)).toEqual([38, 36]);
    const [audit] = await c.audits('prod.conns', 5);
    expect(audit!.after).toEqual({ kind: 'addons', prod_ids: [38, 36] });
  });

  it('replaces a package’s parts, and refuses parts on a single product, a package as a part, an empty package', async () => {
    const parts = (await conns(pkgId)).parts.map((p) => p.prod_id);
    const swapped = [...parts].reverse();
    expect(
      (await c.admin('PUT', `/prods/${pkgId}/conns`, { kind: 'parts', prod_ids: swapped })).statusCode,
    ).toBe(200);
    expect((await c.customer<ProdDetail>(`prods/${pkgId}`)).prod_conns_pkg.map((p) => p.id)).toEqual(swapped);

    const single = await c.admin('PUT', '/prods/5/conns', { kind: 'parts', prod_ids: [1] });
    expect(single.json().message).toBe(CONN_PARTS_ONLY_PACKAGE_MESSAGE);
    const nested = await c.admin('PUT', '/prods/5/conns', { kind: 'addons', prod_ids: [pkgId] });
    expect(nested.json().message).toBe(CONN_PACKAGE_MESSAGE);
    const empty = await c.admin('PUT', `/prods/${pkgId}/conns`, { kind: 'parts', prod_ids: [] });
    expect(empty.statusCode).toBe(400);
    expect((await conns(pkgId)).parts.map((p) => p.prod_id)).toEqual(swapped);
  });
});
