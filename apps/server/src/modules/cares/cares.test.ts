import { readdir, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CARE_STATE } from '@shop/domain/codes/care-state';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { insertRentalFixture } from '../rentals/rental-fixture';
import { API, bearer, tokenFor } from '../users/test-accounts';

let t0: TestApp;
let f: Awaited<ReturnType<typeof insertRentalFixture>>;
let auth: { authorization: string };
let otherAuth: { authorization: string };

beforeAll(async () => {
  t0 = await buildTestApp({ seed: false });
  f = await insertRentalFixture(t0.database.db, new Date());
  auth = bearer((await tokenFor(t0, f.owner)).access_token);
  otherAuth = bearer((await tokenFor(t0, f.other)).access_token);
});
afterAll(async () => t0.close());

const unitsOf = async (subscId: number) =>
  (
    await t0.app.inject({
      url: `${API}/prodOrderers?care_unset=1&orderer_type=subscription&orderer_id=${subscId}`,
      headers: auth,
    })
  ).json().data as { id: number }[];

const create = (payload: object, headers = auth) =>
  t0.app.inject({ method: 'POST', url: `${API}/cares`, headers, payload });
const patch = (id: number, state: number, headers = auth) =>
  t0.app.inject({ method: 'PATCH', url: `${API}/cares/${id}`, headers, payload: { state } });

function multipart(fields: Record<string, string>, file: { name: string; bytes: Buffer } | null) {
  const boundary = '----soridam-test-boundary';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const upload = (careId: number, file: { name: string; bytes: Buffer } | null, headers = auth) => {
  const body = multipart({ attachable_type: 'care', attachable_id: String(careId), role: 'care' }, file);
  return t0.app.inject({
    method: 'POST',
    url: `${API}/atts`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};
/** A real 4×4 picture: uploads are decoded and encoded again, so the bytes must be an image. */
const PNG = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c33' } })
  .png()
  .toBuffer();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n%%EOF\n');

describe('POST cares', () => {
  it('creates one UNSET request per product with its history, and the product leaves care_unset', async () => {
    const units = await unitsOf(f.rentals.pkgRenting);
    expect(units).toHaveLength(2);
    const res = await create({
      prod_orderers: [units[0]!.id],
      contents: ['소리가 한쪽만 나와요'],
      spot_id: f.ownerSpot.id,
    });
    expect(res.statusCode).toBe(201);
    const [care] = res.json().data;
    expect(care).toMatchObject({
      state: CARE_STATE.UNSET,
      state_title: 'AS요청',
      state_message: '담당자가 곧 연락드릴 예정입니다.',
      content: '소리가 한쪽만 나와요',
      subsc_id: f.rentals.pkgRenting,
      prodStock: { sn: expect.stringMatching(/^SN-/) },
    });
    const history = await t0.database.db
      .select()
      .from(t.careHistories)
      .where(eq(t.careHistories.careId, care.id));
    expect(history.map((h) => h.state)).toEqual([CARE_STATE.UNSET]);
    expect((await unitsOf(f.rentals.pkgRenting)).map((u) => u.id)).toEqual([units[1]!.id]);
    // The rental now shows an enabled care.
    const subsc = (
      await t0.app.inject({ url: `${API}/subscs/${f.rentals.pkgRenting}`, headers: auth })
    ).json().data;
    expect(subsc.cares_enable.map((c: { id: number }) => c.id)).toEqual([care.id]);
  });

  it('refuses a product with an open request, a package head, a rental not running, all or nothing', async () => {
    const [open] = await t0.database.db.select().from(t.cares);
    const refused = await create({
      prod_orderers: [open!.prodOrdererId],
      contents: ['전원이 켜지지 않아요'],
      spot_id: f.ownerSpot.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('AS를 신청할 수 없는 상품입니다.');
    const tree = (
      await t0.app.inject({
        url: `${API}/prodOrderers?orderer_type=subscription&orderer_id=${f.rentals.pkgRenting}`,
        headers: auth,
      })
    ).json().data;
    const [free] = await unitsOf(f.rentals.pkgRenting);
    const head = await create({
      prod_orderers: [free!.id, tree[0].id],
      contents: ['왼쪽 소리가 안 나요', '오른쪽 소리가 안 나요'],
      spot_id: f.ownerSpot.id,
    });
    expect(head.statusCode).toBe(400);
    expect(await unitsOf(f.rentals.pkgRenting)).toHaveLength(1);
    const shipping = (
      await t0.app.inject({
        url: `${API}/prodOrderers?orderer_type=subscription&orderer_id=${f.rentals.shipping}`,
        headers: auth,
      })
    ).json().data;
    const notRunning = await create({
      prod_orderers: [shipping[0].id],
      contents: ['설치 전인데 소리가 안 나요'],
      spot_id: f.ownerSpot.id,
    });
    expect(notRunning.statusCode).toBe(400);
    expect(notRunning.json().message).toBe('AS를 신청할 수 없는 상품입니다.');
  });

  it('refuses a blank or too short symptom, or a product without one, with the form’s message', async () => {
    const [free] = await unitsOf(f.rentals.pkgRenting);
    const before = (await t0.database.db.select().from(t.cares)).length;
    const refused = async (contents: string[], field: string, message: string) => {
      const res = await create({ prod_orderers: [free!.id], contents, spot_id: f.ownerSpot.id });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[field]).toEqual([message]);
    };
    await refused([''], 'contents.0', '증상을 입력해 주세요.');
    await refused(['   '], 'contents.0', '증상을 입력해 주세요.');
    await refused(['소리가 안 나와요'], 'contents.0', '증상을 10자 이상 자세히 적어 주세요.');
    await refused(['  소리가 안 나와요  '], 'contents.0', '증상을 10자 이상 자세히 적어 주세요.');
    await refused([], 'contents', '증상을 입력해 주세요.');
    expect((await t0.database.db.select().from(t.cares)).length).toBe(before);
  });

  it('answers 404 for another customer’s product or address', async () => {
    const [free] = await unitsOf(f.rentals.pkgRenting);
    expect(
      (
        await create(
          { prod_orderers: [free!.id], contents: ['전원이 켜지지 않아요'], spot_id: f.ownerSpot.id },
          otherAuth,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await create({
          prod_orderers: [free!.id],
          contents: ['전원이 켜지지 않아요'],
          spot_id: f.otherSpot.id,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('GET cares and PATCH cares/{id}', () => {
  it('lists the caller’s requests in pages of 5 and reads one', async () => {
    const list = (await t0.app.inject({ url: `${API}/cares?page=1&per_page=5`, headers: auth })).json();
    expect(list.meta).toMatchObject({ current_page: 1, per_page: 5, total: 1 });
    const one = await t0.app.inject({ url: `${API}/cares/${list.data[0].id}`, headers: auth });
    expect(one.json().data.id).toBe(list.data[0].id);
    expect((await t0.app.inject({ url: `${API}/cares`, headers: otherAuth })).json().meta.total).toBe(0);
  });

  it('moves only along the customer’s transitions', async () => {
    const [care] = await t0.database.db.select().from(t.cares);
    const id = care!.id;
    const set = (state: number) => t0.database.db.update(t.cares).set({ state }).where(eq(t.cares.id, id));
    // UNSET → CHECK_PAYMENT or SET: refused.
    expect((await patch(id, CARE_STATE.CHECK_PAYMENT)).json().message).toBe(
      'AS 결제 단계로 진행하지 못했습니다.',
    );
    expect((await patch(id, CARE_STATE.SET)).statusCode).toBe(400);
    expect((await patch(id, CARE_STATE.DONE)).json().message).toBe('변경할 수 없는 AS 상태입니다.');
    // UNSET_CANCEL only from UNSET.
    await set(CARE_STATE.UNSET_ASSIGN);
    const late = await patch(id, CARE_STATE.UNSET_CANCEL);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('as 접수 취소를 실패 했습니다');
    // CHECK_COMPLETE → CHECK_PAYMENT → SET.
    await set(CARE_STATE.CHECK_COMPLETE);
    expect((await patch(id, CARE_STATE.SET)).statusCode).toBe(400);
    // Nothing to pay before staff wrote the quote; a 0원 quote (a free repair) moves without a charge.
    expect((await patch(id, CARE_STATE.CHECK_PAYMENT)).json().message).toBe(
      '수리 견적이 아직 등록되지 않았습니다.',
    );
    await t0.database.db
      .insert(t.careQuotes)
      .values({ careId: id, lines: [{ title: '무상 수리', amount: 0 }], amount: 0 });
    const pay = await patch(id, CARE_STATE.CHECK_PAYMENT);
    expect(pay.statusCode).toBe(200);
    expect(pay.json()).toEqual({ data: true });
    const visit = await patch(id, CARE_STATE.SET);
    expect(visit.json()).toEqual({ data: true });
    const after = (await t0.app.inject({ url: `${API}/cares/${id}`, headers: auth })).json().data;
    expect(after.state).toBe(CARE_STATE.SET);
    expect(after.spot_set_at).not.toBeNull();
    const history = await t0.database.db.select().from(t.careHistories).where(eq(t.careHistories.careId, id));
    expect(history.map((h) => h.state)).toEqual([CARE_STATE.UNSET, CARE_STATE.CHECK_PAYMENT, CARE_STATE.SET]);
  });

  it('withdraws an UNSET request', async () => {
    const [free] = await unitsOf(f.rentals.pkgRenting);
    const created = (
      await create({
        prod_orderers: [free!.id],
        contents: ['지지직 잡음이 계속 들려요'],
        spot_id: f.ownerSpot.id,
      })
    ).json().data[0];
    expect((await patch(created.id, CARE_STATE.UNSET_CANCEL)).json()).toEqual({ data: true });
    expect((await patch(created.id, CARE_STATE.UNSET_CANCEL)).statusCode).toBe(400);
    expect((await patch(created.id, CARE_STATE.UNSET_CANCEL, otherAuth)).statusCode).toBe(404);
  });
});

describe('POST atts for a care', () => {
  let careId: number;
  beforeAll(async () => {
    const [free] = await unitsOf(f.rentals.pkgRenting);
    careId = (
      await create({
        prod_orderers: [free!.id],
        contents: ['사진을 첨부한 증상입니다'],
        spot_id: f.ownerSpot.id,
      })
    ).json().data[0].id;
  });

  it('stores a png and a pdf and serves them back to the owner only', async () => {
    const png = await upload(careId, { name: '증상.png', bytes: PNG });
    expect(png.statusCode).toBe(201);
    const att = png.json().data;
    expect(att).toMatchObject({ mime: 'image/png', name: '증상.png' });
    // In the file store under a private key, never under the public /media/ ones.
    expect(att.path).toMatch(/^private\/cares\/\d+\/[a-f0-9]{24}\.png$/);
    const pdf = await upload(careId, { name: 'receipt.PDF', bytes: PDF });
    expect(pdf.statusCode).toBe(201);
    const file = await t0.app.inject({ url: att.urls.care, headers: auth });
    expect(file.statusCode).toBe(200);
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'png', width: 4, height: 4 });
    expect(file.rawPayload.length).toBe(att.size);
    // Served so a browser never runs it: no sniffing, a sandbox, and a PDF as a download.
    expect(file.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'content-type': 'image/png' });
    expect(file.headers['content-security-policy']).toMatch(/^sandbox;/);
    const pdfFile = await t0.app.inject({ url: pdf.json().data.urls.care, headers: auth });
    expect(pdfFile.rawPayload.equals(PDF)).toBe(true);
    expect(pdfFile.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''receipt\.PDF$/);
    expect((await t0.app.inject({ url: att.urls.care, headers: otherAuth })).statusCode).toBe(404);
    const care = (await t0.app.inject({ url: `${API}/cares/${careId}`, headers: auth })).json().data;
    expect(care.atts).toHaveLength(2);
  });

  it('refuses other kinds, a renamed file, more than 10 MB, and another’s care', async () => {
    const gif = await upload(careId, { name: 'a.gif', bytes: Buffer.from('GIF89a....') });
    expect(gif.statusCode).toBe(400);
    expect(gif.json().message).toBe('jpg, png, pdf 파일만 올릴 수 있습니다.');
    expect(
      (await upload(careId, { name: 'fake.png', bytes: Buffer.from('not an image at all') })).statusCode,
    ).toBe(400);
    const big = await upload(careId, {
      name: 'big.pdf',
      bytes: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('10MB 이하의 파일만 올릴 수 있습니다.');
    expect((await upload(careId, { name: 'a.png', bytes: PNG }, otherAuth)).statusCode).toBe(404);
    expect((await upload(careId, null)).statusCode).toBe(400);
  });

  it('keeps five files per request when twelve arrive at once, and no file of a refused one', async () => {
    const [unit] = await unitsOf(f.rentals.renting);
    const fresh = (
      await create({
        prod_orderers: [unit!.id],
        contents: ['동시에 올린 사진 열두 장'],
        spot_id: f.ownerSpot.id,
      })
    ).json().data[0].id as number;
    const began = Date.now() - 1000;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) => upload(fresh, { name: `p${n}.png`, bytes: PNG })),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(5);
    const refused = answers.filter((a) => a.statusCode === 400);
    expect(refused).toHaveLength(7);
    expect(refused[0]!.json().message).toBe('첨부 파일은 5개까지 올릴 수 있습니다.');
    const stored = await t0.database.db
      .select()
      .from(t.atts)
      .where(and(eq(t.atts.attachableType, 120), eq(t.atts.attachableId, fresh)));
    expect(stored).toHaveLength(5);
    // The temporary file store outlives test databases: count only what this test wrote.
    const folder = path.join(os.tmpdir(), 'soridam', 'files', 'private', 'cares', String(fresh));
    const written = [];
    for (const name of await readdir(folder)) {
      if ((await stat(path.join(folder, name))).mtimeMs >= began) written.push(name);
    }
    expect(written.sort()).toEqual(stored.map((a) => path.basename(a.path)).sort());
  });

  it('records the document confirmation per care through docConfirmables', async () => {
    const [doc] = await t0.database.db
      .insert(t.docs)
      .values({ type: 100, title: 'AS 정책', state: 100, slug: 'term-as' })
      .returning();
    const item = {
      doc_id: doc!.id,
      state: 100,
      confirmable_id: careId,
      confirmable_type: 120,
      type: 100,
      user_id: f.owner.id,
    };
    const mine = await t0.app.inject({
      method: 'POST',
      url: `${API}/docConfirmables`,
      headers: auth,
      payload: { items: [item] },
    });
    expect(mine.statusCode).toBeLessThan(300);
  });
});
