import type { AdminImage } from '@shop/domain/api/admin/catalogue';
import type { ProdDetail, ProdSummary } from '@shop/domain/api/catalog';
import {
  PROD_IMAGE_MAX_BYTES,
  PROD_IMAGE_SIZE_MESSAGE,
  PROD_IMAGE_TYPE_MESSAGE,
  PROD_IMAGES_ORDER_MESSAGE,
} from '@shop/domain/catalog/image-admin';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { ADMIN, staffBearer, staffLoginAs } from '../test-staff';
import { catalogueCalls } from './test-catalogue';

const PROD = 6;

/** A real 640×480 picture: uploads are decoded and encoded again. */
const PHOTO = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#246' } })
  .png()
  .toBuffer();

/** A PNG header of 640×480 followed by filler: enough for the size check, which comes first. */
function png(extra = 64): Buffer {
  const head = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]).copy(
    head,
  );
  head.writeUInt32BE(640, 16);
  head.writeUInt32BE(480, 20);
  return Buffer.concat([head, Buffer.alloc(extra)]);
}

function multipart(name: string, bytes: Buffer) {
  const boundary = '----catalogue-test';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('catalogue: product images', () => {
  let t: TestApp;
  let c: ReturnType<typeof catalogueCalls>;
  let token: string;

  beforeAll(async () => {
    t = await buildTestApp();
    token = await staffLoginAs(t, 'content');
    c = catalogueCalls(t, token);
  }, 120_000);
  afterAll(() => t.close());

  const upload = (name: string, bytes: Buffer) => {
    const form = multipart(name, bytes);
    return t.app.inject({
      method: 'POST',
      url: `${ADMIN}/catalogue/prods/${PROD}/images`,
      payload: form.payload,
      headers: { ...staffBearer(token), ...form.headers },
    });
  };
  const images = async () => (await c.admin('GET', `/prods/${PROD}/images`)).json().data as AdminImage[];

  it('uploads a PNG to the end of the list, served at /media/prods/<id>/… and shown by the storefront', async () => {
    const before = await images();
    const res = await upload('front.png', PHOTO);
    expect(res.statusCode).toBe(200);
    const added = res.json().data as AdminImage;
    expect(added.url).toMatch(new RegExp(`^/media/prods/${PROD}/[0-9a-f]{32}\\.png$`));
    expect(added).toMatchObject({ mime: 'image/png', width: 640, height: 480, original_name: 'front.png' });
    expect((await images()).map((i) => i.id)).toEqual([...before.map((i) => i.id), added.id]);

    const served = await t.app.inject({ method: 'GET', url: added.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 640 });
    expect(served.rawPayload.length).toBe(added.size);

    const shop = await c.customer<ProdDetail>(`prods/${PROD}`);
    expect(shop.atts.map((a) => a.url)).toContain(added.url);
    const [audit] = await c.audits('prodImage.upload', PROD);
    expect(audit!.after).toMatchObject({ id: added.id, url: added.url });
  });

  it('refuses a file that is not JPEG or PNG by its bytes, whatever its name, and one past the size limit', async () => {
    const count = (await images()).length;
    const svg = await upload(
      'evil.png',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'),
    );
    expect(svg.statusCode).toBe(400);
    expect(svg.json().message).toBe(PROD_IMAGE_TYPE_MESSAGE);
    const big = await upload('big.png', png(PROD_IMAGE_MAX_BYTES));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(PROD_IMAGE_SIZE_MESSAGE);
    const json = await c.admin('POST', `/prods/${PROD}/images`, { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect(await images()).toHaveLength(count);
  });

  it('reorders the pictures: the storefront card shows the new first one', async () => {
    const ids = (await images()).map((i) => i.id);
    const reversed = [...ids].reverse();
    const res = await c.admin('PUT', `/prods/${PROD}/images/order`, { ids: reversed });
    expect(res.statusCode).toBe(200);
    expect((await images()).map((i) => i.id)).toEqual(reversed);
    const listed = await c.customer<ProdSummary[]>('prods?per_page=-1');
    const card = listed.find((p) => p.id === PROD)!;
    expect([...card.atts].sort((a, b) => a.sort - b.sort)[0]!.id).toBe(reversed[0]);

    const partial = await c.admin('PUT', `/prods/${PROD}/images/order`, { ids: reversed.slice(1) });
    expect(partial.json().message).toBe(PROD_IMAGES_ORDER_MESSAGE);
    const foreign = await c.admin('PUT', `/prods/${PROD}/images/order`, { ids: [...reversed.slice(1), 1] });
    expect(foreign.statusCode).toBe(400);
  });

  it('deletes a picture: gone from the storefront, its file gone from the store, audited', async () => {
    const uploaded = (await images()).find((i) => i.url.startsWith('/media/'))!;
    expect((await c.admin('DELETE', `/images/${uploaded.id}`)).statusCode).toBe(200);
    expect((await images()).map((i) => i.id)).not.toContain(uploaded.id);
    expect((await c.customer<ProdDetail>(`prods/${PROD}`)).atts.map((a) => a.id)).not.toContain(uploaded.id);
    expect((await t.app.inject({ method: 'GET', url: uploaded.url })).statusCode).toBe(404);
    const [audit] = await c.audits('prodImage.delete', PROD);
    expect(audit!.before).toMatchObject({ id: uploaded.id });
    expect((await c.admin('DELETE', `/images/${uploaded.id}`)).statusCode).toBe(404);
  });
});
