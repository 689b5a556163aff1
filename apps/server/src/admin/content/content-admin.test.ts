import { FORUM_TYPE } from '@shop/domain/codes/forum-type';
import { STATE } from '@shop/domain/codes/generic-state';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docConfirmables, docs, docVersions, staffAudit } from '../../db/schema';
import { createCustomer } from '../../modules/users/test-accounts';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { ADMIN, staffBearer, staffLoginAs } from '../test-staff';

describe('content in the console', () => {
  let t: TestApp;
  let editor: string;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
    editor = await staffLoginAs(t, 'content');
  });
  afterAll(() => t.close());

  const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `${ADMIN}${url}`,
      headers: staffBearer(editor),
      ...(payload ? { payload } : {}),
    });
  const storefrontFaq = async () =>
    (await t.app.inject(`/api/v2/customer/forums?type=${FORUM_TYPE.FAQ}&per_page=-1`)).json().data as {
      id: number;
      title: string;
    }[];

  it('publishes a FAQ entry the storefront shows at once, and hides it again', async () => {
    const res = await admin('POST', '/forums', {
      type: FORUM_TYPE.FAQ,
      title: '설치 기사님이 방문 전에 연락하나요?',
      content: '<p>네, 하루 전에 연락드립니다.</p><script>alert(1)</script>',
      visible: true,
      sort: 1,
    });
    expect(res.statusCode).toBe(200);
    const created = res.json().data;
    expect(created.content).not.toContain('<script>');
    expect((await storefrontFaq()).map((f) => f.id)).toContain(created.id);

    expect((await admin('PATCH', `/forums/${created.id}`, { visible: false })).statusCode).toBe(200);
    expect((await storefrontFaq()).map((f) => f.id)).not.toContain(created.id);
    const audit = await t.database.db.select().from(staffAudit).where(eq(staffAudit.action, 'forum.update'));
    expect(audit[0]!.before).toMatchObject({ visible: true });
    expect(audit[0]!.after).toMatchObject({ visible: false });
  });

  it('refuses an empty title with a Korean message', async () => {
    const res = await admin('POST', '/forums', {
      type: FORUM_TYPE.NOTICE,
      title: ' ',
      content: 'x',
      visible: true,
    });
    expect(res.statusCode).toBe(400);
  });

  it('publishes a new version of a document; consents point at the version the customer agreed to', async () => {
    const [doc] = await t.database.db
      .insert(docs)
      .values({
        type: 1,
        slug: 'test-terms',
        title: '이용약관',
        content: '<p>제1조</p>',
        state: STATE.ENABLE,
      })
      .returning();
    const customer = await createCustomer(t.database.db);
    const consent = (confirmableId: number) =>
      t.database.db
        .insert(docConfirmables)
        .values({
          docId: doc!.id,
          state: STATE.ENABLE,
          confirmableType: MORPH_TYPE.USER,
          confirmableId,
          type: 1,
          userId: customer.id,
        })
        .returning();
    const [before] = await consent(customer.id);

    const res = await admin('POST', `/docs/${doc!.id}/versions`, {
      title: '이용약관',
      content: '<p>제1조 (개정)</p>',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.version).toBe(2);
    const [after] = await consent(customer.id);

    const versions = await t.database.db.select().from(docVersions).where(eq(docVersions.docId, doc!.id));
    const v1 = versions.find((v) => v.version === 1)!;
    const v2 = versions.find((v) => v.version === 2)!;
    expect(before!.docVersionId).toBe(v1.id);
    expect(after!.docVersionId).toBe(v2.id);
    expect(v1.content).toBe('<p>제1조</p>');
    const detail = (await admin('GET', `/docs/${doc!.id}`)).json().data;
    expect(
      detail.versions.map((v: { version: number; consents: number }) => [v.version, v.consents]),
    ).toEqual([
      [2, 1],
      [1, 1],
    ]);
    const [audit] = await t.database.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, 'doc.publish'), eq(staffAudit.targetId, String(doc!.id))));
    expect(audit!.after).toMatchObject({ version: 2 });
  });
});
