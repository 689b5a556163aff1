import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { API, bearer, tokenFor } from '../users/test-accounts';
import { insertRentalFixture } from './rental-fixture';

let t0: TestApp;
let f: Awaited<ReturnType<typeof insertRentalFixture>>;

beforeAll(async () => {
  t0 = await buildTestApp({ seed: false });
  f = await insertRentalFixture(t0.database.db, new Date());
});
afterAll(async () => t0.close());

/** Every call of this work, aimed by the OWNER of the data at it through another customer's token. */
describe('another customer gets 404 on every rental call', () => {
  it('walks them all', async () => {
    const r = f.rentals.renting;
    const units = (
      await t0.app.inject({
        url: `${API}/prodOrderers?care_unset=1&orderer_type=subscription&orderer_id=${r}`,
        headers: bearer((await tokenFor(t0, f.owner)).access_token),
      })
    ).json().data;
    const [care] = await t0.database.db
      .insert(t.cares)
      .values({
        userId: f.owner.id,
        careableType: MORPH_TYPE.SUBSC,
        careableId: r,
        prodOrdererId: units[0].id,
        state: 200,
      })
      .returning();
    const other = bearer((await tokenFor(t0, f.other)).access_token);
    const calls: { method: 'GET' | 'PUT' | 'POST' | 'PATCH'; url: string; payload?: object }[] = [
      { method: 'GET', url: `/subscs/${r}` },
      { method: 'GET', url: `/subscs/${r}?flag=cancel` },
      {
        method: 'PUT',
        url: `/subscs/${f.rentals.preparing}/setCancel`,
        payload: { feedback_ids: [f.reasons[0]!.id] },
      },
      {
        method: 'PUT',
        url: `/subscs/${r}/cancel`,
        payload: { feedback_ids: [f.reasons[0]!.id], spot_id: f.otherSpot.id, spot_out_at: '2099-01-01' },
      },
      { method: 'GET', url: `/prodOrderers?orderer_type=subscription&orderer_id=${r}` },
      { method: 'GET', url: `/prodOrderers?care_unset=1&orderer_type=subscription&orderer_id=${r}` },
      { method: 'GET', url: `/payments?orderer_id=${r}&orderer_type=subscription&per_page=-1&type=bill` },
      { method: 'POST', url: '/recordPurOrderUnpaids', payload: { subsc_id: f.rentals.unpaidOk } },
      { method: 'GET', url: `/recordContracts/showRead?contractable_id=${r}&contractable_type=subscription` },
      {
        method: 'GET',
        url: `/recordContracts/showDownload?contractable_id=${r}&contractable_type=subscription`,
      },
      {
        method: 'POST',
        url: '/cares',
        payload: {
          prod_orderers: [units[1]?.id ?? units[0].id],
          contents: ['전원이 켜지지 않아요'],
          spot_id: f.otherSpot.id,
        },
      },
      { method: 'GET', url: `/cares/${care!.id}` },
      { method: 'PATCH', url: `/cares/${care!.id}`, payload: { state: 220 } },
    ];
    for (const call of calls) {
      const res = await t0.app.inject({
        method: call.method,
        url: `${API}${call.url}`,
        headers: other,
        payload: call.payload,
      });
      expect([call.url, res.statusCode]).toEqual([call.url, 404]);
    }
    // The list calls show the other customer only his own.
    const mine = (await t0.app.inject({ url: `${API}/subscs?per_page=-1`, headers: other })).json();
    expect(mine.data.map((s: { id: number }) => s.id)).toEqual([f.rentals.others]);
    expect((await t0.app.inject({ url: `${API}/cares`, headers: other })).json().meta.total).toBe(0);
  });
});
