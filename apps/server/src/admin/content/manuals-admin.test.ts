import { MANUAL_TYPE_MESSAGE } from '@shop/domain/api/admin/content';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_ACTIVE_CONTENT_MESSAGE } from '../../adapters/files/upload-safety';
import { prods, staffAudit } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { ADMIN, staffBearer, staffLoginAs } from '../test-staff';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

function multipart(fields: Record<string, string>, file: { name: string; bytes: Buffer } | null) {
  const boundary = '----soridam-manual';
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), 'content-type': `multipart/form-data; boundary=${boundary}` };
}

describe('product manuals in the console', () => {
  let t: TestApp;
  let editor: string;
  let prodId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    editor = await staffLoginAs(t, 'content');
    [{ id: prodId }] = (await t.database.db.select({ id: prods.id }).from(prods).limit(1)) as [
      { id: number },
    ];
  }, 120_000);
  afterAll(() => t.close());

  const upload = (fields: Record<string, string>, file: { name: string; bytes: Buffer } | null) => {
    const body = multipart(fields, file);
    return t.app.inject({
      method: 'POST',
      url: `${ADMIN}/manuals`,
      headers: { ...staffBearer(editor), 'content-type': body['content-type'] },
      payload: body.payload,
    });
  };
  const storefront = async () =>
    (await t.app.inject(`/api/v2/customer/docs?type=801&prod_id=${prodId}&per_page=-1`)).json().data as {
      id: number;
      title: string;
      attachables: { download_url: string; name: string }[];
    }[];

  it('uploads a PDF the download centre offers at once, and its download is the same file', async () => {
    const res = await upload(
      { prod_id: String(prodId), title: '빠른 설치 안내서 (v2)' },
      { name: '설치 안내.pdf', bytes: PDF },
    );
    expect(res.statusCode).toBe(200);
    const id = res.json().data.id as number;
    const listed = (await storefront()).find((d) => d.id === id);
    expect(listed?.title).toBe('빠른 설치 안내서 (v2)');
    const file = await t.app.inject(listed!.attachables[0]!.download_url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers['content-disposition']).toContain(encodeURIComponent('설치 안내.pdf'));

    const console = await t.app.inject({ url: `${ADMIN}/manuals`, headers: staffBearer(editor) });
    expect(console.json().data[0]).toMatchObject({
      id,
      prod_id: prodId,
      visible: true,
      file: { size: PDF.length },
    });
    const [audit] = await t.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, 'manual.create'));
    expect(audit).toMatchObject({ targetId: String(id) });

    // Hidden: gone from the download centre, kept in the console.
    const hide = await t.app.inject({
      method: 'PATCH',
      url: `${ADMIN}/manuals/${id}`,
      headers: staffBearer(editor),
      payload: { visible: false },
    });
    expect(hide.statusCode).toBe(200);
    expect((await storefront()).map((d) => d.id)).not.toContain(id);
  });

  it('refuses a file that is not a PDF, a PDF with a script, and a missing product, storing nothing', async () => {
    const before = (await storefront()).length;
    const png = await upload(
      { prod_id: String(prodId), title: '사진' },
      { name: 'a.pdf', bytes: Buffer.from('\x89PNG....') },
    );
    expect(png.json()).toMatchObject({ message: MANUAL_TYPE_MESSAGE });
    const script = Buffer.from(
      '%PDF-1.4\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>\n%%EOF',
    );
    const js = await upload(
      { prod_id: String(prodId), title: '스크립트' },
      { name: 'js.pdf', bytes: script },
    );
    expect(js.statusCode).toBe(400);
    expect(js.json().message).toBe(PDF_ACTIVE_CONTENT_MESSAGE);
    const noProd = await upload({ prod_id: '999999', title: '없는 상품' }, { name: 'x.pdf', bytes: PDF });
    expect(noProd.statusCode).toBe(400);
    const noTitle = await upload({ prod_id: String(prodId), title: ' ' }, { name: 'x.pdf', bytes: PDF });
    expect(noTitle.json().errors).toEqual({ title: ['제목을 입력해 주세요.'] });
    expect(await storefront()).toHaveLength(before);
  });
});
