import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RentalDetail } from '@shop/domain/api/admin/rentals';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { RECORD_STATE } from '@shop/domain/codes/record-state';
import { SHIP_STATE } from '@shop/domain/codes/ship-state';
import { STOCK_STATE } from '@shop/domain/codes/stock-state';
import { SUBSC_STATE } from '@shop/domain/codes/subsc-state';
import { SUBSC_STATE_REQ } from '@shop/domain/codes/subsc-state-req';
import { formatDate } from '@shop/domain/format/date';
import { orderNumber } from '@shop/domain/rental/order-number';
import { seoulDate } from '@shop/domain/rental/pickup-date';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManualClock } from '../../clock/clock';
import { migrationsFolder } from '../../db/client';
import {
  paymentRecords,
  payments,
  prodStocks,
  recordSubscs,
  ships,
  staffAudit,
  stockLogs,
  subscs,
} from '../../db/schema';
import {
  customerWithCard,
  DECLINE_CARD,
  type EngineFixture,
  engineTestApp,
  OK_CARD,
  rent,
  rental,
  runEngine,
  runningRental,
  switchCard,
} from '../../engine/engine-fixture';
import { readLedger } from '../../engine/ledger';
import { completeInstall } from '../../engine/rental-operations';
import { call, cartItem } from '../../modules/checkout/checkout-fixture';
import { SHIP_TYPE_PICKUP, SHIP_TYPE_RETURN } from '../../modules/rentals/ship-types';
import { messagesTo } from '../../test/messages-to';
import type { TestApp } from '../../test/test-app';
import { ADMIN, staffBearer, staffLoginAs } from '../test-staff';

const DAY = 86_400_000;

/**
 * Operating a rental from the console, over HTTP as an 운영 member: install it (with the unit's serial
 * number), take it through a termination whose penalty the engine then charges, refund part of a charge.
 */
describe('rentals in the console', () => {
  let t: TestApp;
  let f: EngineFixture;
  let clock: ManualClock;
  let ops: string;
  let customer: Awaited<ReturnType<typeof customerWithCard>>;
  let rentalId: number;

  beforeAll(async () => {
    const made = await engineTestApp();
    t = made.t;
    f = made.f!;
    clock = made.clock;
    ops = await staffLoginAs(t, 'operations');
    customer = await customerWithCard(t);
    rentalId = await rent(t, f, customer);
  }, 120_000);
  afterAll(() => t.close());

  // A write carries a fresh Idempotency-Key, as the console's do (a refund is refused without one).
  const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `${ADMIN}${url}`,
      headers: { ...staffBearer(ops), ...(method === 'POST' ? { 'idempotency-key': randomUUID() } : {}) },
      ...(payload ? { payload } : {}),
    });
  const detail = async () => (await admin('GET', `/rentals/${rentalId}`)).json().data as RentalDetail;
  const move = (name: string, payload: object = {}) =>
    admin('POST', `/rentals/${rentalId}/moves/${name}`, payload);
  const auditRows = (action: string) =>
    t.database.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, action), eq(staffAudit.targetId, String(rentalId))));

  it('lists a new order under 신청 and offers only the moves the state machine allows', async () => {
    const page = (await admin('GET', '/rentals?group=applied')).json();
    expect(page.data.map((r: { id: number }) => r.id)).toContain(rentalId);
    const none = (await admin('GET', '/rentals?group=renting')).json();
    expect(none.data.map((r: { id: number }) => r.id)).not.toContain(rentalId);
    const names = (await detail()).moves.map((m) => m.name);
    expect(names).toContain('assignInstaller');
    expect(names).toContain('cancelOrder');
    expect(names).not.toContain('completeInstall');
    expect(names).not.toContain('completeTermination');
    // Ending the order now would give back the paid first instalment, which the console's dialog says.
    const { order_end_refund, payments: paid } = await detail();
    expect(paid).toHaveLength(1);
    expect(order_end_refund).toBeGreaterThan(0);
    expect(order_end_refund).toBe(paid[0]!.cost);
  });

  it('shows the order number and finds the rental by it, by an invoice number of it or by its id', async () => {
    const number = orderNumber(rentalId);
    for (const q of [number, number.toLowerCase().replace('-', ''), `${number}-01`, String(rentalId)]) {
      const page = (await admin('GET', `/rentals?q=${encodeURIComponent(q)}`)).json();
      expect(
        page.data.map((r: { id: number }) => r.id),
        q,
      ).toEqual([rentalId]);
      expect(page.data[0].order_number).toBe(number);
    }
    expect(await detail()).toMatchObject({ order_number: number, add_ons: [] });
  });

  it('refuses a move the state does not allow, with the machine’s Korean message', async () => {
    const res = await move('completeTermination', { picked_up_at: '2026-01-31', inspection: 'ok' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/[가-힣]/);
    expect(await auditRows('rental.completeTermination')).toHaveLength(0);
  });

  it('installs only with a serial number the rental holds, and then the customer sees it running', async () => {
    expect((await detail()).installer).toBeNull();
    expect((await move('assignInstaller', { worker: '김설치', note: '오전 방문' })).statusCode).toBe(200);
    // 설치 완료 offers the installer assigned.
    expect((await detail()).installer).toBe('김설치');
    const sn = (await detail()).units.find((u) => u.sn)!.sn!;
    expect((await move('shipForInstall')).statusCode).toBe(200);
    const shipped = (await messagesTo(t.database.db, customer.user.id)).at(-1);
    expect(shipped).toMatchObject({
      kind: 'shipped',
      button: { url: expect.stringContaining(`/subscs/${rentalId}`) },
    });

    const wrong = await move('completeInstall', {
      installed_at: '2026-01-31',
      installer: '김설치',
      serials: ['NOPE-1'],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.serials[0]).toContain('NOPE-1');
    const future = await move('completeInstall', {
      installed_at: '2026-02-05',
      installer: '김설치',
      serials: [sn],
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors.installed_at).toEqual(['설치일은 오늘보다 늦을 수 없습니다.']);
    const early = await move('completeInstall', {
      installed_at: '2020-01-01',
      installer: '김설치',
      serials: [sn],
    });
    expect(early.json().message).toMatch(/^설치일은 주문일\(\d{4}-\d{2}-\d{2}\)보다 앞설 수 없습니다\.$/);
    const [still] = await t.database.db.select().from(subscs).where(eq(subscs.id, rentalId));
    expect(still!.state).toBe(SUBSC_STATE.INIT_APPLY);
    expect(await auditRows('rental.completeInstall')).toHaveLength(0);

    const done = await move('completeInstall', {
      installed_at: '2026-01-31',
      installer: '김설치',
      serials: [sn],
    });
    expect(done.statusCode).toBe(200);
    const after = done.json().data as RentalDetail;
    expect(after.state).toBe(SUBSC_STATE.ENABLE);
    expect(after.start_at).not.toBeNull();
    expect(after.timeline.some((e) => e.title.includes(`S/N ${sn}`))).toBe(true);
    const [audit] = await auditRows('rental.completeInstall');
    expect(audit!.before).toMatchObject({ state: SUBSC_STATE.INIT_APPLY });
    expect(audit!.after).toMatchObject({ state: SUBSC_STATE.ENABLE, installer: '김설치', serials: [sn] });

    const mine = await call(t, customer, 'GET', 'subscs?per_page=10');
    const seen = mine.body.data.find((r: { id: number }) => r.id === rentalId);
    expect(seen.state).toBe(SUBSC_STATE.ENABLE);
    expect(seen.list_label).toBe('2회차');
    // The customer is told, with the term and the next payment day of the documents' calendar.
    const told = (await messagesTo(t.database.db, customer.user.id)).filter((m) => m.kind === 'installed');
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toContain(
      `설치가 끝나 렌탈이 시작되었습니다. 약정 기간은 2026-01-31부터 ${after.stop_at ? formatDate(after.stop_at) : ''}까지이며, 다음 결제일은 ${formatDate(after.next_at)}입니다.`,
    );
  });

  it('installs a set only with each of its units’ serial numbers, once each', async () => {
    // The package (a turntable and a speaker, a unit each), ordered through the real checkout.
    const item = await cartItem(t, f, customer, f.pkg!, null, false);
    const orders = await call(t, customer, 'POST', 'purOrders', { items: [item], spot_id: customer.spot.id });
    expect(orders.status).toBe(201);
    const paid = await call(t, customer, 'POST', 'payments', {
      pur_orders: orders.body.data.map((o: { id: number }) => o.id),
      payment_bill_auth_id: customer.cardId,
      doc_ids: f.docIds,
    });
    expect(paid.body.data.state).toBe(640);
    const [row] = await t.database.db
      .select({ id: subscs.id })
      .from(subscs)
      .where(eq(subscs.userId, customer.user.id))
      .orderBy(desc(subscs.id))
      .limit(1);
    const set = row!.id;
    const setMove = (name: string, payload: object = {}) =>
      admin('POST', `/rentals/${set}/moves/${name}`, payload);
    expect((await setMove('assignInstaller', { worker: '김설치' })).statusCode).toBe(200);
    // The package's own line holds no unit; its two parts hold one each.
    const units = ((await admin('GET', `/rentals/${set}`)).json().data as RentalDetail).units.flatMap((u) =>
      u.sn ? [u.sn] : [],
    );
    expect(units).toHaveLength(2);
    const [first, second] = units;
    const install = (serials: string[]) =>
      setMove('completeInstall', { installed_at: '2026-01-31', installer: '김설치', serials });

    const twice = await install([first!, first!]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors.serials).toEqual([
      `입력한 목록에 같은 시리얼 번호가 두 번 이상 있습니다: ${first}`,
    ]);
    const one = await install([first!]);
    expect(one.statusCode).toBe(400);
    expect(one.json().errors.serials).toEqual([
      `이 렌탈에 배정된 제품의 시리얼 번호를 모두 입력해 주세요. 빠진 번호: ${second}`,
    ]);
    // The engine refuses a repeat itself, whoever calls it, even with every unit named.
    await expect(
      completeInstall(t.app, set, { installer: '김설치', serials: [second!, first!, second!] }),
    ).rejects.toMatchObject({ statusCode: 400, message: expect.stringContaining('두 번 이상') });
    const [still] = await t.database.db.select().from(subscs).where(eq(subscs.id, set));
    expect(still!.state).toBe(SUBSC_STATE.INIT_APPLY);

    // Every unit once, in any order.
    const done = await install([second!, first!]);
    expect(done.statusCode).toBe(200);
    expect(
      (done.json().data as RentalDetail).timeline.some((e) => e.title.includes(`S/N ${second}, ${first}`)),
    ).toBe(true);
  });

  it('completes a termination after pickup and the engine charges the penalty', async () => {
    clock.advance(60 * DAY);
    const unitsBefore = (await detail()).units;
    expect(unitsBefore.length).toBeGreaterThan(0);
    expect(unitsBefore.every((u) => u.sn !== null && u.held && u.state !== null)).toBe(true);
    // An assignment names who goes; without a name it is refused and nothing moves.
    expect((await move('requestTermination')).statusCode).toBe(200);
    const unnamed = await move('assignPickup');
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().errors.worker).toEqual(['배정할 기사 이름을 입력해 주세요.']);
    const assigned = await move('assignPickup', { worker: '이회수' });
    expect(assigned.statusCode).toBe(200);
    const titles = (assigned.json().data.timeline as { title: string }[]).map((e) => e.title);
    expect(titles.filter((title) => title.includes('기사 이회수'))).toHaveLength(1);
    for (const name of ['startPickup', 'receivePickup']) {
      expect([name, (await move(name)).statusCode]).toEqual([name, 200]);
    }
    const today = new Date(clock.now().getTime() + 9 * 3600_000).toISOString().slice(0, 10);
    const res = await move('completeTermination', { picked_up_at: today, inspection: 'ok' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.state).toBe(SUBSC_STATE.CANCEL);
    // The units went back to the warehouse; the rental still names the serial numbers it had.
    expect((await detail()).units).toEqual(unitsBefore.map((u) => ({ ...u, state: null, held: false })));
    const [penalty] = await t.database.db
      .select()
      .from(recordSubscs)
      .where(and(eq(recordSubscs.subscId, rentalId), eq(recordSubscs.kind, 'penalty')));
    expect(penalty!.cost).toBeGreaterThan(0);
    const [audit] = await auditRows('rental.completeTermination');
    expect(audit!.after).toMatchObject({ penalty: penalty!.cost, inspection: 'ok' });

    await runEngine(t);
    const [charged] = await t.database.db.select().from(recordSubscs).where(eq(recordSubscs.id, penalty!.id));
    expect(charged!.state).toBe(RECORD_STATE.PAID);
    const payments = (await detail()).payments;
    expect(payments.some((p) => p.cost === penalty!.cost && p.refundable === penalty!.cost)).toBe(true);
  });

  it("dates the delivery by its installation day and a pickup by its collection day, both Seoul's", async () => {
    // A pickup as the customer's termination request stores it (terminate-service): the asked day's Seoul
    // midnight, like the installation day above (both the day before in UTC).
    await t.database.db.insert(ships).values({
      userId: customer.user.id,
      shippableType: MORPH_TYPE.SUBSC,
      shippableId: rentalId,
      type: SHIP_TYPE_PICKUP,
      state: SHIP_STATE.RESERVATION,
      spotOutAt: seoulDate('2026-03-20'),
    });
    const timeline = (await detail()).timeline.filter((e) => e.kind === 'ship');
    expect(timeline.find((e) => e.title === '배송·설치')?.detail).toBe('완료 · 일자 2026-01-31');
    expect(timeline.find((e) => e.title === '회수')?.detail).toBe('예약 · 일자 2026-03-20');
  });

  it('refunds part of a charge, audited, and never more than is left', async () => {
    const payment = (await detail()).payments[0]!;
    const part = await admin('POST', `/payments/${payment.id}/refunds`, {
      amount: 1000,
      reason: '설치 지연 보상',
    });
    expect(part.statusCode).toBe(200);
    expect(part.json().data.state).toBe('settled');
    const after = (await detail()).payments.find((p) => p.id === payment.id)!;
    expect(after.refunded).toBe(1000);
    expect(after.refundable).toBe(payment.refundable - 1000);

    const tooMuch = await admin('POST', `/payments/${payment.id}/refunds`, {
      amount: after.refundable + 1,
      reason: '초과',
    });
    expect(tooMuch.statusCode).toBe(400);
    const audits = await t.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, 'payment.refund'));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.reason).toBe('설치 지연 보상');
  });

  it('tells the customer of every refund, and a refund of the rest gives the charge’s rounds back', async () => {
    const db = t.database.db;
    const payment = (await detail()).payments.find((p) => p.refunded > 0)!;
    const records = () =>
      db
        .select({ state: recordSubscs.state })
        .from(paymentRecords)
        .innerJoin(recordSubscs, eq(recordSubscs.id, paymentRecords.recordSubscId))
        .where(eq(paymentRecords.paymentId, payment.id));
    const refundedTold = async () =>
      (await messagesTo(db, customer.user.id)).filter((m) => m.kind === 'refunded').map((m) => m.body);

    // The part given back above: told, and the round it paid stays paid.
    expect(
      (await refundedTold()).some((body) => body?.startsWith('1,000원이 결제하신 카드로 환불되었습니다.')),
    ).toBe(true);
    expect((await records()).every((r) => r.state === RECORD_STATE.PAID)).toBe(true);
    expect(await readLedger(db)).toMatchObject({ balanced: true, goodwill: 1000 });

    const rest = await admin('POST', `/payments/${payment.id}/refunds`, {
      amount: payment.refundable,
      reason: '주문 오류 전액 환불',
    });
    expect(rest.json().data.state).toBe('settled');
    expect(await refundedTold()).toHaveLength(2);
    expect((await records()).map((r) => r.state)).toEqual((await records()).map(() => RECORD_STATE.REFUNDED));
    expect(await readLedger(db)).toMatchObject({ balanced: true, goodwill: 0 });
  });

  it("lists among a rental's messages those about it, not those about the customer's other rentals", async () => {
    const messages = (d: RentalDetail) => d.timeline.filter((e) => e.kind === 'message').map((e) => e.title);
    const own = messages(await detail());
    // Ordered, shipped, installed, and what the termination and its penalty told.
    expect(own.length).toBeGreaterThanOrEqual(3);
    // Each names the channel it goes by (알림톡 first) and where it stands, sent or still queued.
    const details = (await detail()).timeline.filter((e) => e.kind === 'message').map((e) => e.detail);
    expect(details.every((d) => /^알림톡 · 발송 (완료|대기)$/.test(d ?? ''))).toBe(true);
    const second = await rent(t, f, customer);
    expect(second).not.toBe(rentalId);
    // The second order's own 주문 완료 is on its rental, not on the first one's.
    expect(messages(await detail())).toEqual(own);
    const other = (await admin('GET', `/rentals/${second}`)).json().data as RentalDetail;
    expect(messages(other)).toEqual(['[소리담] 주문 완료 안내']);
  });

  it('ends a rental whose units are lost, tells the customer, and charges the loss', async () => {
    const db = t.database.db;
    const lost = await runningRental(t, f, customer);
    const res = await admin('POST', `/rentals/${lost}/moves/markLost`, {
      charge: 150_000,
      note: '고객 이사 중 분실',
    });
    expect(res.statusCode).toBe(200);
    const [row] = await db.select().from(subscs).where(eq(subscs.id, lost));
    expect(row!.state).toBe(SUBSC_STATE.CANCEL_LOSS);
    const units = await db.select().from(prodStocks).where(eq(prodStocks.state, STOCK_STATE.LOST));
    expect(units.length).toBeGreaterThan(0);
    const told = (await messagesTo(db, customer.user.id)).at(-1)!;
    expect(told).toMatchObject({
      kind: 'lostCharge',
      title: {
        title: expect.stringContaining('분실 해지 안내'),
        content: expect.stringContaining('분실 변상금 150,000원이 등록된 카드로 청구됩니다.'),
      },
    });
    // A loss charge of its own kind, not a penalty.
    const records = await db.select().from(recordSubscs).where(eq(recordSubscs.subscId, lost));
    const charge = records.find((r) => r.round === 0);
    expect(charge).toMatchObject({ kind: 'loss', cost: 150_000, state: RECORD_STATE.PENDING });
    expect(records.some((r) => r.kind === 'penalty')).toBe(false);

    // The engine charges it with the rental's card; the receipt names it 분실 변상금, never 위약금.
    await runEngine(t);
    const [paid] = await db.select().from(recordSubscs).where(eq(recordSubscs.id, charge!.id));
    expect(paid!.state).toBe(RECORD_STATE.PAID);
    const receipt = (await messagesTo(db, customer.user.id)).at(-1)!;
    expect(receipt).toMatchObject({
      kind: 'lossPaid',
      title: {
        title: expect.stringContaining('분실 변상금 결제 완료'),
        content: expect.stringContaining('분실 변상금 150,000원이 결제되었습니다.'),
      },
    });
    expect(JSON.stringify(receipt.title)).not.toContain('위약금');
    // The customer's billing history and its invoice, and the console's rental, say what it is.
    const history = await call(
      t,
      customer,
      'GET',
      `payments?orderer_id=${lost}&orderer_type=subscription&per_page=-1&type=bill`,
    );
    const lossCharge = history.body.data.find((p: { cost: number }) => p.cost === 150_000);
    expect(lossCharge.title).toMatch(/ 분실 변상금$/);
    expect(lossCharge.record_subscs).toMatchObject([{ kind: 'loss', round: 0 }]);
    const invoice = (await call(t, customer, 'GET', `subscs/${lost}/invoices/0`)).body.data;
    expect(invoice).toMatchObject({ kind: 'loss', round: 0, label: '분실 변상금', cost: 150_000 });
    expect(invoice.payment.paid_for).toBe('분실 변상금');
    // The rental's own answer carries it for the 최종 해지 section.
    const detail = (await call(t, customer, 'GET', `subscs/${lost}`)).body.data;
    expect(detail.loss_charge).toEqual({ cost: 150_000, state: RECORD_STATE.PAID, state_title: '결제 완료' });
    const seen = (await admin('GET', `/rentals/${lost}`)).json().data as RentalDetail;
    expect(seen.timeline.some((e) => e.title === '분실 변상금 청구')).toBe(true);
    expect(seen.timeline.some((e) => e.title.includes('위약금'))).toBe(false);
  });

  it('keeps a declined loss charge owed as 분실 변상금 in the overdue section, the retry paying it so', async () => {
    const db = t.database.db;
    const declining = await customerWithCard(t);
    const lost = await runningRental(t, f, declining);
    await switchCard(t, declining, lost, DECLINE_CARD);
    expect(
      (await admin('POST', `/rentals/${lost}/moves/markLost`, { charge: 90_000, note: '분실' })).statusCode,
    ).toBe(200);
    await runEngine(t);
    const detail = (await call(t, declining, 'GET', `subscs/${lost}`)).body.data;
    expect(detail.record_subscs_unpaid).toMatchObject([{ kind: 'loss', round: 0, cost: 90_000 }]);
    // The failed charge's own title names it too.
    const history = await call(
      t,
      declining,
      'GET',
      `payments?orderer_id=${lost}&orderer_type=subscription&per_page=-1&type=bill`,
    );
    expect(history.body.data[0].title).toMatch(/ 분실 변상금$/);
    // Paid later by the overdue retry, its charge is named for it, not 위약금.
    await switchCard(t, declining, lost, OK_CARD);
    const retry = await call(t, declining, 'POST', 'recordPurOrderUnpaids', { subsc_id: lost });
    expect(retry.status).toBe(201);
    const [unpaidRetry] = await db.select().from(payments).where(eq(payments.id, retry.body.data.payment_id));
    expect(unpaidRetry!.title).toContain('분실 변상금');
    expect(unpaidRetry!.title).not.toContain('위약금');
  });

  it('migration 0018 gives the loss charges written as penalties their kind, and leaves the penalties', async () => {
    const db = t.database.db;
    const finals = () =>
      db
        .select({ id: recordSubscs.id, subscId: recordSubscs.subscId, kind: recordSubscs.kind })
        .from(recordSubscs)
        .where(eq(recordSubscs.round, 0))
        .orderBy(recordSubscs.id);
    const written = await finals();
    const losses = written.filter((r) => r.kind === 'loss').map((r) => r.id);
    expect(losses.length).toBeGreaterThan(0);
    // As the shop wrote them before: every final charge a penalty.
    await db.update(recordSubscs).set({ kind: 'penalty' }).where(inArray(recordSubscs.id, losses));
    await t.database.query(readFileSync(path.join(migrationsFolder, '0018_loss_records.sql'), 'utf8'));
    expect(await finals()).toEqual(written);
    // The terminated rental's penalty is still one.
    expect(written.find((r) => r.subscId === rentalId)?.kind).toBe('penalty');
  });

  /** A running rental of the customer's, sent to collection as the engine does (three rounds unpaid). */
  async function inCollection(): Promise<number> {
    const id = await runningRental(t, f, customer);
    await t.database.db
      .update(subscs)
      .set({
        state: SUBSC_STATE.CANCEL_COLLECT,
        stateReq: SUBSC_STATE_REQ.CANCEL_COMPLETE,
        nextAt: null,
        stopAt: clock.now(),
      })
      .where(eq(subscs.id, id));
    return id;
  }
  const movesOf = async (id: number) =>
    ((await admin('GET', `/rentals/${id}`)).json().data as RentalDetail).moves.map((m) => m.name);

  it('offers a rental in collection the return pickup and the loss, and fetches its units back', async () => {
    const db = t.database.db;
    const id = await inCollection();
    const step = (name: string, payload: object = {}) =>
      admin('POST', `/rentals/${id}/moves/${name}`, payload);
    expect(await movesOf(id)).toEqual(['markLost', 'assignReturn']);

    expect((await step('assignReturn', { worker: '이회수' })).statusCode).toBe(200);
    const [booked] = await db
      .select()
      .from(ships)
      .where(and(eq(ships.shippableId, id), eq(ships.type, SHIP_TYPE_RETURN)));
    expect(booked).toMatchObject({ state: SHIP_STATE.RESERVATION, spotOut: expect.any(String) });
    // Still in collection (what is owed stays there), with the pickup under way; it may still be lost.
    expect(await rental(t, id)).toMatchObject({
      state: SUBSC_STATE.CANCEL_COLLECT,
      stateReq: SUBSC_STATE_REQ.UNSET_ASSIGN,
    });
    expect(await movesOf(id)).toEqual(['markLost', 'startReturn']);
    expect((await step('startReturn')).statusCode).toBe(200);
    expect((await step('receiveReturn')).statusCode).toBe(200);
    // The units are in: no loss any more.
    expect(await movesOf(id)).toEqual(['completeReturn']);
    const late = await step('markLost', { charge: 0, note: '분실' });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('사용 중이거나 추심 중인 렌탈만 분실 처리할 수 있습니다.');
    expect((await step('completeReturn')).statusCode).toBe(200);
    expect(await rental(t, id)).toMatchObject({
      state: SUBSC_STATE.CANCEL_COLLECT,
      stateReq: SUBSC_STATE_REQ.UNSET_COMPLETE,
    });
    const back = await db
      .select()
      .from(stockLogs)
      .where(eq(stockLogs.note, `추심 회수 (렌탈 ${id})`));
    expect(back.length).toBeGreaterThan(0);
    expect(back.every((l) => l.state === STOCK_STATE.ENABLE)).toBe(true);
    const [done] = await db.select().from(ships).where(eq(ships.id, booked!.id));
    expect(done!.state).toBe(SHIP_STATE.DONE);
    expect(await movesOf(id)).toEqual([]);
  });

  it('writes off the units of a rental in collection, keeping the day its contract ended', async () => {
    const id = await inCollection();
    const collectedOn = (await rental(t, id)).stopAt;
    clock.advance(3 * DAY);
    const res = await admin('POST', `/rentals/${id}/moves/markLost`, {
      charge: 0,
      note: '추심 중 회수 불가',
    });
    expect(res.statusCode).toBe(200);
    expect(await rental(t, id)).toMatchObject({ state: SUBSC_STATE.CANCEL_LOSS, stopAt: collectedOn });
    const lost = await t.database.db
      .select()
      .from(stockLogs)
      .where(eq(stockLogs.note, `분실 (렌탈 ${id})`));
    expect(lost.length).toBeGreaterThan(0);
  });

  it('still refuses the return pickup and the loss to a rental ended by its termination', async () => {
    // The first rental: terminated above.
    expect((await rental(t, rentalId)).state).toBe(SUBSC_STATE.CANCEL);
    expect(await movesOf(rentalId)).toEqual([]);
    expect((await move('assignReturn', { worker: '이회수' })).json().message).toBe(
      '회수를 배정할 수 없는 렌탈입니다.',
    );
    expect((await move('markLost', { charge: 0, note: '분실' })).statusCode).toBe(400);
  });

  it('checks every move body at the boundary', async () => {
    const res = await move('markLost', { charge: -5, note: '' });
    expect(res.statusCode).toBe(400);
    const unknown = await admin('POST', `/rentals/${rentalId}/moves/explode`, {});
    expect(unknown.statusCode).toBe(400);
  });
});
