import sharp from 'sharp';
import { expect } from 'vitest';
import { reencodeImage } from '../../adapters/files/upload-safety';
import { ADMIN, staffBearer, staffLoginAs } from '../../admin/test-staff';
import {
  customerWithCard,
  type EngineFixture,
  engineTestApp,
  runningRental,
} from '../../engine/engine-fixture';
import { call } from '../checkout/checkout-fixture';

export type CareCustomer = Awaited<ReturnType<typeof customerWithCard>>;

/** The staff moves from a new request to the repair bench (CHECK), where the quote is written. */
export const TO_BENCH = ['assignVisit', 'startVisit', 'completeVisit', 'takeForRepair', 'startRepair'];

/**
 * The AS tests' world: the engine's test app (a standing clock, the test PG), an 운영 member's token, and
 * helpers that file a request through the customer's API and move it through the console's.
 */
export async function careTestApp() {
  const { t, f, clock } = await engineTestApp();
  const ops = await staffLoginAs(t, 'operations');
  const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `${ADMIN}${url}`,
      headers: staffBearer(ops),
      ...(payload ? { payload } : {}),
    });
  const customerCall = (c: CareCustomer, method: 'GET' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v2/customer/${url}`,
      headers: c.headers,
      ...(payload ? { payload } : {}),
    });
  return { t, f: f as EngineFixture, clock, ops, admin, customerCall };
}

export type CareWorld = Awaited<ReturnType<typeof careTestApp>>;

/** A new customer with a running rental and an AS request filed for its unit, in AS요청. */
export async function filedCare(w: CareWorld, card?: string) {
  const customer = await customerWithCard(w.t, card);
  const subscId = await runningRental(w.t, w.f, customer);
  const units = await call(
    w.t,
    customer,
    'GET',
    `prodOrderers?care_unset=1&orderer_type=subscription&orderer_id=${subscId}`,
  );
  const created = await call(w.t, customer, 'POST', 'cares', {
    prod_orderers: [units.body.data[0].id],
    contents: ['전원이 켜지지 않아요'],
    spot_id: customer.spot.id,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { customer, subscId, careId: created.body.data[0].id as number };
}

/** Moves a request along staff moves, each expected to pass. */
export async function moveAlong(w: CareWorld, careId: number, names: string[]) {
  for (const name of names) {
    const res = await w.admin('POST', `/cares/${careId}/moves/${name}`, { worker: '김기사' });
    expect([name, res.statusCode, res.json().message]).toEqual([name, 200, undefined]);
  }
}

/** A filed request repaired and quoted with `lines`, waiting for the customer to pay (수리완료). */
export async function quotedCare(w: CareWorld, lines: { title: string; amount: number }[], card?: string) {
  const filed = await filedCare(w, card);
  await moveAlong(w, filed.careId, TO_BENCH);
  expect((await w.admin('PUT', `/cares/${filed.careId}/quote`, { lines })).statusCode).toBe(200);
  await moveAlong(w, filed.careId, ['completeRepair']);
  return filed;
}

/**
 * A small PNG as the customer's app uploads it (POST atts, multipart); answers the stored bytes (the
 * server keeps the picture encoded again, upload-safety.ts).
 */
export async function uploadPng(w: CareWorld, c: CareCustomer, careId: number, name = '증상.png') {
  const boundary = '----soridam-care-test';
  const png = await sharp({ create: { width: 6, height: 4, channels: 3, background: '#284' } })
    .png()
    .toBuffer();
  const field = (k: string, v: string) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  const payload = Buffer.concat([
    field('attachable_type', 'care'),
    field('attachable_id', String(careId)),
    field('role', 'care'),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await w.t.app.inject({
    method: 'POST',
    url: '/api/v2/customer/atts',
    headers: { ...c.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return reencodeImage(png, 'png');
}
