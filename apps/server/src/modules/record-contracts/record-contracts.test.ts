import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { orderNumber } from '@shop/domain/rental/order-number';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { embeddedGlyphs } from '../../test/pdf-glyphs';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { insertRentalFixture } from '../rentals/rental-fixture';
import { API, bearer, tokenFor } from '../users/test-accounts';

let t0: TestApp;
let f: Awaited<ReturnType<typeof insertRentalFixture>>;
let auth: { authorization: string };

beforeAll(async () => {
  t0 = await buildTestApp({ seed: false });
  f = await insertRentalFixture(t0.database.db, new Date());
  auth = bearer((await tokenFor(t0, f.owner)).access_token);
});
afterAll(async () => t0.close());

const link = (kind: 'showRead' | 'showDownload', id: number, headers = auth) =>
  t0.app.inject({
    url: `${API}/recordContracts/${kind}?contractable_id=${id}&contractable_type=subscription`,
    headers,
  });

describe('recordContracts', () => {
  it('answers a url for an enabled rental with a contract, and the url opens a real PDF', async () => {
    const read = await link('showRead', f.rentals.renting);
    expect(read.statusCode).toBe(200);
    const { url } = read.json().data;
    expect(url).toMatch(/^\/api\/v2\/customer\/recordContracts\/file\?token=/);
    const file = await t0.app.inject(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^inline; filename\*=UTF-8''/);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { PDFDocument } = await import('pdf-lib');
    const pdf = await PDFDocument.load(file.rawPayload);
    expect(pdf.getTitle()).toBe(`렌탈 계약서 ${orderNumber(f.rentals.renting)}`);
    const [font, ...others] = await embeddedGlyphs(file.rawPayload);
    expect(others).toEqual([]);
    expect(font!.glyphs).toBeGreaterThan(30);
    expect(font!.blank).toBeLessThanOrEqual(1);
    const download = await t0.app.inject((await link('showDownload', f.rentals.renting)).json().data.url);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('answers {} below ENABLE or without a contract', async () => {
    await t0.database.db
      .insert(t.recordContracts)
      .values({ contractableType: MORPH_TYPE.SUBSC, contractableId: f.rentals.applied, path: 'generated' });
    expect((await link('showRead', f.rentals.applied)).json()).toEqual({ data: {} });
    expect((await link('showRead', f.rentals.pkgRenting)).json()).toEqual({ data: {} });
  });

  it('refuses another customer’s rental and a forged or missing token', async () => {
    expect((await link('showRead', f.rentals.others)).statusCode).toBe(404);
    expect((await t0.app.inject(`${API}/recordContracts/file?token=not-a-real-token`)).statusCode).toBe(404);
    expect((await t0.app.inject(`${API}/recordContracts/file`)).statusCode).toBe(400);
  });

  it('serves a signed contract kept in the file store under a private key', async () => {
    const { eq } = await import('drizzle-orm');
    const key = `private/contracts/${f.rentals.renting}-${Date.now()}.pdf`;
    const signed = Buffer.from('%PDF-1.4\n% signed on paper, scanned\n%%EOF\n');
    await t0.app.files.put(key, signed, 'application/pdf');
    await t0.database.db
      .update(t.recordContracts)
      .set({ path: key })
      .where(eq(t.recordContracts.contractableId, f.rentals.renting));
    const file = await t0.app.inject((await link('showRead', f.rentals.renting)).json().data.url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(signed)).toBe(true);
    await t0.app.files.delete(key);
    expect(
      (await t0.app.inject((await link('showRead', f.rentals.renting)).json().data.url)).statusCode,
    ).toBe(404);
  });
});
