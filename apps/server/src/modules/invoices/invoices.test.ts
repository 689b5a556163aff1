import { INVOICE_NOT_FOUND_MESSAGE } from '@shop/domain/api/invoices';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { PUR_ORDER_STATE } from '@shop/domain/codes/pur-order-state';
import { RECORD_STATE } from '@shop/domain/codes/record-state';
import { CARD_CHANGE_ENDED_MESSAGE } from '@shop/domain/rental/card-change';
import { and, asc, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, purOrders, recordSubscs, subscs } from '../../db/schema';
import { embeddedGlyphs } from '../../test/pdf-glyphs';
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

const invoice = (subscId: number, round: number | string, headers: Record<string, string> = auth) =>
  t0.app.inject({ url: `${API}/subscs/${subscId}/invoices/${round}`, headers });

const recordsOf = (subscId: number) =>
  t0.database.db
    .select()
    .from(recordSubscs)
    .where(eq(recordSubscs.subscId, subscId))
    .orderBy(asc(recordSubscs.round));

describe('GET subscs/{id}/invoices/{round}', () => {
  it('shows the owner a paid round with the figures of its record and the charge that paid it', async () => {
    const id = f.rentals.renting;
    const res = await invoice(id, 2);
    expect(res.statusCode).toBe(200);
    const body = res.json().data;
    const record = (await recordsOf(id)).find((r) => r.round === 2)!;
    const [charge] = await t0.database.db.select().from(payments).where(eq(payments.id, record.paymentId!));
    expect(body).toMatchObject({
      subsc_id: id,
      subsc_title: '렌탈 중',
      customer_name: '김렌탈',
      kind: 'round',
      round: 2,
      rounds_total: 12,
      label: '2/12회차',
      due_at: record.dueAt.toISOString(),
      paid_at: record.paidAt!.toISOString(),
      state: RECORD_STATE.PAID,
      state_title: '결제 완료',
      list_cost: record.cost,
      discount: 0,
      cost: record.cost,
      interest: 0,
      total: record.cost,
      card: { card_code: '14', card_title: '신한', card_number: '4242-****-****-4242' },
      payment: {
        id: charge!.id,
        receipt_no: charge!.pmId,
        state_title: '결제 완료',
        cost: charge!.cost,
        interest: 0,
        paid_for: '2회차',
      },
    });
    // Round 2 of a rental that started on 1 January (Seoul) pays for February.
    expect(body.period_from).toBe(new Date('2025-02-01T00:00:00+09:00').toISOString());
    expect(body.period_to).toBe(new Date('2025-02-28T00:00:00+09:00').toISOString());
    expect(body.rounds).toEqual(
      [1, 2, 3].map((round) => ({ kind: 'round', round, state: RECORD_STATE.PAID })),
    );
    expect(body.pdf_url).toMatch(new RegExp(`^${API}/subscs/${id}/invoices/2/pdf\\?token=`));
  });

  it('reads latest as the last round billed', async () => {
    const res = await invoice(f.rentals.renting, 'latest');
    expect(res.json().data).toMatchObject({ round: 3, label: '3/12회차' });
  });

  it('adds the 1% interest to an unpaid round and names the card the retry will charge', async () => {
    const id = f.rentals.unpaidDecline;
    const body = (await invoice(id, 5)).json().data;
    expect(body).toMatchObject({
      round: 5,
      state: RECORD_STATE.UNPAID,
      state_title: '미납',
      paid_at: null,
      cost: 30000,
      interest: 300,
      total: 30300,
      card: { card_title: '삼성', card_number: '4000-****-****-0002' },
      payment: { state_title: '결제 실패' },
    });
  });

  it('shows the order’s monthly discount on the rounds it priced', async () => {
    const id = f.rentals.pkgRenting;
    const [order] = await t0.database.db
      .insert(purOrders)
      .values({
        userId: f.owner.id,
        orderableType: MORPH_TYPE.PROD,
        orderableId: 1,
        orderable: { cost: 35000, cost_discount: 5000, duration_cost: 30000 },
        ordererType: MORPH_TYPE.SUBSC,
        ordererId: id,
        title: '세트 렌탈',
        cost: 30000,
        state: PUR_ORDER_STATE.BILL_SUCCESS,
      })
      .returning();
    const [row] = await t0.database.db.select().from(subscs).where(eq(subscs.id, id));
    await t0.database.db
      .update(subscs)
      .set({ options: { ...row!.options, pur_order_id: order!.id } })
      .where(eq(subscs.id, id));
    const body = (await invoice(id, 1)).json().data;
    expect(body).toMatchObject({ list_cost: 35000, discount: 5000, cost: 30000, total: 30000 });
  });

  it('answers 404 for another customer’s rental, a round never billed and an unknown rental; 401 without a token', async () => {
    const others = await invoice(f.rentals.others, 1);
    expect(others.statusCode).toBe(404);
    // The other customer cannot read the owner's either.
    expect((await invoice(f.rentals.renting, 1, otherAuth)).statusCode).toBe(404);
    const never = await invoice(f.rentals.renting, 7);
    expect(never.statusCode).toBe(404);
    expect(never.json().message).toBe(INVOICE_NOT_FOUND_MESSAGE);
    expect((await invoice(f.rentals.renting, 0)).statusCode).toBe(404);
    expect((await invoice(999_999, 1)).statusCode).toBe(404);
    expect((await invoice(f.rentals.renting, 'first')).statusCode).toBe(400);
    expect((await invoice(f.rentals.renting, 1, {})).statusCode).toBe(401);
  });

  it('keeps the past rounds of an ended rental viewable', async () => {
    const res = await invoice(f.rentals.cancelled, 5);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ label: '5/12회차', state_title: '결제 완료' });
  });
});

describe('GET subscs/{id}/invoices/{round}/pdf', () => {
  const pdf = (url: string, headers: Record<string, string> = {}) => t0.app.inject({ url, headers });

  it('writes the invoice as a PDF for the owner, by bearer token or by the signed link', async () => {
    const id = f.rentals.renting;
    const byBearer = await pdf(`${API}/subscs/${id}/invoices/2/pdf`, auth);
    expect(byBearer.statusCode).toBe(200);
    expect(byBearer.headers['content-type']).toBe('application/pdf');
    expect(byBearer.headers['content-disposition']).toContain(
      `attachment; filename*=UTF-8''${encodeURIComponent(`소리담_청구서_${id}_2회차.pdf`)}`,
    );
    expect(byBearer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(byBearer.rawPayload);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe(`소리담 청구서 SD-${String(id).padStart(6, '0')}-02`);
    // Its Korean draws: no glyph of the embedded subsets is blank but the space.
    for (const font of await embeddedGlyphs(byBearer.rawPayload))
      expect(font.blank, font.name).toBeLessThanOrEqual(1);

    const link = (await invoice(id, 2)).json().data.pdf_url as string;
    const byLink = await pdf(link);
    expect(byLink.statusCode).toBe(200);
    expect(byLink.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses another customer, a link made for another round, a bad link and no credentials', async () => {
    const id = f.rentals.renting;
    expect((await pdf(`${API}/subscs/${id}/invoices/2/pdf`, otherAuth)).statusCode).toBe(404);
    expect((await pdf(`${API}/subscs/${f.rentals.others}/invoices/1/pdf`, auth)).statusCode).toBe(404);
    const link = (await invoice(id, 2)).json().data.pdf_url as string;
    const token = new URL(link, 'http://x').searchParams.get('token')!;
    const forRound3 = `${API}/subscs/${id}/invoices/3/pdf?token=${encodeURIComponent(token)}`;
    expect((await pdf(forRound3)).statusCode).toBe(404);
    expect((await pdf(`${API}/subscs/${id}/invoices/2/pdf?token=not-a-valid-token`)).statusCode).toBe(404);
    expect((await pdf(`${API}/subscs/${id}/invoices/2/pdf`)).statusCode).toBe(401);
  });
});

describe('PUT paymentOrderers on an ended rental', () => {
  const change = (subscId: number, cardId: number) =>
    t0.app.inject({
      method: 'PUT',
      url: `${API}/paymentOrderers`,
      headers: auth,
      payload: { orderer_id: subscId, orderer_type: MORPH_TYPE.SUBSC, payment_bill_auth_id: cardId },
    });

  it('refuses a card change on a rental no longer billed, with the reason in Korean', async () => {
    for (const id of [f.rentals.cancelled, f.rentals.initCancel]) {
      const res = await change(id, f.cards.decline.id);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(CARD_CHANGE_ENDED_MESSAGE);
    }
  });

  it('still changes the card of a running rental, and of an ended one with something unpaid', async () => {
    expect((await change(f.rentals.renting, f.cards.decline.id)).statusCode).toBe(200);
    expect((await change(f.rentals.renting, f.cards.ok.id)).statusCode).toBe(200);
    const collect = await change(f.rentals.collect, f.cards.ok.id);
    expect(collect.statusCode).toBe(200);
    const unpaid = await t0.database.db
      .select()
      .from(recordSubscs)
      .where(and(eq(recordSubscs.subscId, f.rentals.collect), eq(recordSubscs.state, RECORD_STATE.UNPAID)));
    expect(unpaid).toHaveLength(3);
  });
});
