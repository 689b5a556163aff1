import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atts } from '../../db/schema';
import { insertStorefrontFixture, type StorefrontFixture } from '../../test/storefront-fixture';
import { buildTestApp, type TestApp } from '../../test/test-app';

const PDF = '%PDF-1.4\n';
let root: string;
let t: TestApp;
let f: StorefrontFixture;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'shop-files-'));
  const assets = path.join(root, 'assets');
  mkdirSync(path.join(assets, 'manuals'), { recursive: true });
  writeFileSync(path.join(assets, 'manuals', 'sp-1.pdf'), PDF);
  writeFileSync(path.join(assets, 'manuals', 'tt-1.pdf'), PDF);
  writeFileSync(path.join(root, 'secret.txt'), 'secret');
  symlinkSync(path.join(root, 'secret.txt'), path.join(assets, 'manuals', 'link.pdf'));
  t = await buildTestApp({ seed: false, env: { ASSETS_DIR: assets } });
  f = await insertStorefrontFixture(t.database.db);
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const download = (attId: number) => t.app.inject(`/api/v2/customer/files/atts/${attId}/download`);

describe('GET files/atts/{attId}/download', () => {
  it('streams the file with its type and its Korean name as an attachment', async () => {
    const res = await download(f.speakerPdf!.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-length']).toBe('9');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('무선 스피커 S 사용 설명서')}.pdf`,
    );
    expect(res.body).toBe(PDF);
  });

  it('names a file without an original name after the stored file', async () => {
    const res = await download(f.turntablePdf!.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe("attachment; filename*=UTF-8''tt-1.pdf");
  });

  it('answers 404 JSON for an unknown attachment or a missing file', async () => {
    for (const id of [999999, f.missingPdf!.id]) {
      const res = await download(id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: '요청하신 파일을 찾을 수 없습니다.', errors: {} });
    }
  });

  it('refuses any path that leaves the assets folder', async () => {
    const escapes = await t.database.db
      .insert(atts)
      .values(
        [
          '/files/../secret.txt',
          '/files/manuals/../../secret.txt',
          `/files/${root}/secret.txt`,
          '/etc/passwd',
          '/files/manuals/link.pdf',
          '/files/manuals',
        ].map((p) => ({
          attachableType: MORPH_TYPE.DOC,
          attachableId: 1,
          type: 100,
          role: 'doc',
          path: p,
          mime: 'text/plain',
        })),
      )
      .returning();
    for (const row of [f.escapingFile!, ...escapes]) {
      const res = await download(row.id);
      expect(res.statusCode, row.path).toBe(404);
      expect(res.body).not.toContain('secret');
    }
  });
});

describe('GET atts and atts/{id}', () => {
  it('lists attachment rows by id with paging and filters by record', async () => {
    const page = await t.app.inject('/api/v2/customer/atts?per_page=2');
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.meta.per_page).toBe(2);
    expect(body.data).toHaveLength(2);
    expect(body.data[0].id).toBeLessThan(body.data[1].id);
    const ofDoc = (
      await t.app.inject(
        `/api/v2/customer/atts?per_page=-1&attachable_type=200&attachable_id=${f.speakerManual!.id}`,
      )
    ).json();
    expect(ofDoc.data.map((a: { id: number }) => a.id)).toEqual([f.speakerPdf!.id]);
  });

  it('answers one row, or 404 JSON', async () => {
    const one = await t.app.inject(`/api/v2/customer/atts/${f.speakerPdf!.id}`);
    expect(one.json().data).toMatchObject({
      id: f.speakerPdf!.id,
      attachable_type: 200,
      url: '/files/manuals/sp-1.pdf',
      name: '무선 스피커 S 사용 설명서.pdf',
      mime: 'application/pdf',
    });
    const missing = await t.app.inject('/api/v2/customer/atts/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('요청하신 파일을 찾을 수 없습니다.');
  });

  it("never shows a customer's own files (AS uploads) to anyone", async () => {
    const [careFile] = await t.database.db
      .insert(atts)
      .values({
        attachableType: MORPH_TYPE.CARE,
        attachableId: 1,
        type: 100,
        role: 'care',
        path: '/files/manuals/sp-1.pdf',
        mime: 'application/pdf',
        originalName: '고객 사진.pdf',
      })
      .returning();
    const all = (await t.app.inject('/api/v2/customer/atts?per_page=-1')).json();
    expect(all.data.map((a: { id: number }) => a.id)).not.toContain(careFile!.id);
    expect(
      (await t.app.inject(`/api/v2/customer/atts?attachable_type=${MORPH_TYPE.CARE}`)).json().data,
    ).toEqual([]);
    expect((await t.app.inject(`/api/v2/customer/atts/${careFile!.id}`)).statusCode).toBe(404);
    expect((await download(careFile!.id)).statusCode).toBe(404);
  });
});
