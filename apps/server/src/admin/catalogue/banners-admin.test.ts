import { PROD_IMAGE_TYPE_MESSAGE } from '@shop/domain/catalog/image-admin';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { ADMIN, staffBearer, staffLoginAs } from '../test-staff';
import { catalogueCalls } from './test-catalogue';

type WithAtts = { id: number; atts: { url: string; width: number | null }[] };

const picture = (format: 'jpeg' | 'png', width = 1200) =>
  sharp({ create: { width, height: 400, channels: 3, background: '#a63' } })
    [format]()
    .toBuffer();

describe('catalogue: banner pictures of featured groups and quiz results', () => {
  let t: TestApp;
  let token: string;
  let c: ReturnType<typeof catalogueCalls>;
  beforeAll(async () => {
    t = await buildTestApp();
    token = await staffLoginAs(t, 'content');
    c = catalogueCalls(t, token);
  }, 120_000);
  afterAll(() => t.close());

  const upload = (path: string, name: string, bytes: Buffer) => {
    const boundary = '----soridam-banner';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({
      method: 'PUT',
      url: `${ADMIN}/catalogue${path}`,
      headers: { ...staffBearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  };

  it('replaces a featured group’s banner: the home list shows the new picture, encoded again', async () => {
    const [group] = (await c.customer<WithAtts[]>('featds?per_page=-1')) as WithAtts[];
    const res = await upload(`/featds/${group!.id}/image`, 'autumn.jpg', await picture('jpeg'));
    expect(res.statusCode).toBe(200);
    const banner = res.json().data as { url: string; width: number };
    expect(banner).toMatchObject({ width: 1200, height: 400 });
    expect(banner.url).toMatch(new RegExp(`^/media/banners/featd/${group!.id}/[0-9a-f]{32}\\.jpg$`));
    const home = (await c.customer<WithAtts[]>('featds?per_page=-1')).find((g) => g.id === group!.id)!;
    expect(home.atts.map((a) => a.url)).toEqual([banner.url]);
    const served = await t.app.inject(banner.url);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1200 });
    const [audit] = await c.audits('featd.image', group!.id);
    expect(audit!.after).toEqual({ url: banner.url });

    // Replaced again: the earlier upload is gone from the store.
    const next = (await upload(`/featds/${group!.id}/image`, 'winter.png', await picture('png', 800))).json()
      .data;
    expect((await t.app.inject(banner.url)).statusCode).toBe(404);
    expect((await t.app.inject(next.url)).statusCode).toBe(200);
  });

  it('replaces a quiz result’s banner, which its result screen then shows', async () => {
    const [result] = (await c.admin('GET', '/quiz/results')).json().data as { id: number }[];
    const res = await upload(`/quiz/results/${result!.id}/image`, 'analog.jpg', await picture('jpeg'));
    expect(res.statusCode).toBe(200);
    const shop = await c.customer<WithAtts>(`favSymbols/${result!.id}`);
    expect(shop.atts.map((a) => a.url)).toEqual([res.json().data.url]);
    const listed = (await c.admin('GET', '/quiz/results')).json().data as { id: number; image: string }[];
    expect(listed.find((r) => r.id === result!.id)!.image).toBe(res.json().data.url);
  });

  it('refuses an SVG, an unknown group and a form without a file, changing nothing', async () => {
    const [group] = (await c.customer<WithAtts[]>('featds?per_page=-1')) as WithAtts[];
    const svg = await upload(`/featds/${group!.id}/image`, 'x.svg', Buffer.from('<svg><script/></svg>'));
    expect(svg.json().message).toBe(PROD_IMAGE_TYPE_MESSAGE);
    expect((await upload('/featds/999999/image', 'a.jpg', await picture('jpeg'))).statusCode).toBe(404);
    const empty = await t.app.inject({
      method: 'PUT',
      url: `${ADMIN}/catalogue/featds/${group!.id}/image`,
      headers: staffBearer(token),
      payload: { file: 'x' },
    });
    expect(empty.statusCode).toBe(400);
    const after = (await c.customer<WithAtts[]>('featds?per_page=-1')).find((g) => g.id === group!.id)!;
    expect(after.atts).toEqual(group!.atts);
  });
});
