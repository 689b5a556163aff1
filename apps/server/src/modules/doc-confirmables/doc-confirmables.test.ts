import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscs } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { API, bearer, createCustomer, insertSignupDocs, tokenFor } from '../users/test-accounts';

let t: TestApp;
let docId: number;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  docId = (await insertSignupDocs(t.database.db)).optional.id;
});
afterAll(() => t.close());

const post = async (token: string, items: object[]) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}/docConfirmables`,
    headers: bearer(token),
    payload: { items },
  });
  return { status: res.statusCode, body: res.json() };
};

describe('POST docConfirmables', () => {
  it('records the caller own agreements, for himself and his rentals', async () => {
    const user = await createCustomer(t.database.db);
    const { access_token } = await tokenFor(t, user);
    const [subsc] = await t.database.db
      .insert(subscs)
      .values({ userId: user.id, state: 1, stateReq: 1, duration: 12 })
      .returning();
    const res = await post(access_token, [
      {
        doc_id: docId,
        state: 100,
        confirmable_id: user.id,
        confirmable_type: MORPH_TYPE.USER,
        user_id: user.id,
      },
      {
        doc_id: docId,
        state: 100,
        confirmable_id: subsc!.id,
        confirmable_type: MORPH_TYPE.SUBSC,
        type: 100,
        user_id: user.id,
      },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.data).toHaveLength(2);
    expect(res.body.data[1]).toMatchObject({
      doc_id: docId,
      confirmable_type: MORPH_TYPE.SUBSC,
      user_id: user.id,
      type: 100,
    });
  });

  it('refuses another customer, his rental, and an unknown document', async () => {
    const user = await createCustomer(t.database.db);
    const other = await createCustomer(t.database.db);
    const { access_token } = await tokenFor(t, user);
    const [theirs] = await t.database.db
      .insert(subscs)
      .values({ userId: other.id, state: 1, stateReq: 1, duration: 12 })
      .returning();
    const item = {
      doc_id: docId,
      state: 100,
      confirmable_id: user.id,
      confirmable_type: MORPH_TYPE.USER,
      user_id: user.id,
    };
    expect(
      (await post(access_token, [{ ...item, user_id: other.id, confirmable_id: other.id }])).status,
    ).toBe(403);
    expect((await post(access_token, [{ ...item, confirmable_id: other.id }])).status).toBe(403);
    const rental = await post(access_token, [
      { ...item, confirmable_type: MORPH_TYPE.SUBSC, confirmable_id: theirs!.id },
    ]);
    expect(rental.status).toBe(403);
    expect(rental.body.message).toBe('본인의 약관 동의만 기록할 수 있습니다.');
    const unknown = await post(access_token, [{ ...item, doc_id: 99999 }]);
    expect(unknown).toMatchObject({ status: 400, body: { message: '약관 동의를 기록하지 못했습니다.' } });
  });
});
