import { STATE } from '@shop/domain/codes/generic-state';
import { USER_TYPE } from '@shop/domain/codes/user-type';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChannelAnswer, ChannelSender, Delivery } from '../adapters/messages/channel-sender';
import { createSimulatorSender } from '../adapters/messages/simulator-sender';
import { ManualClock } from '../clock/clock';
import { noticeMsgAttempts, noticeMsgs, noticeMsgUsers, users } from '../db/schema';
import { buildTestApp, type TestApp } from '../test/test-app';
import { collectDeliveryReports, REPORT_GIVE_UP_MS } from './collect-reports';
import { deliverDueMessages, RETRY_MINUTES } from './deliver-messages';
import { type MessageRequest, queueMessage, queueMessages } from './queue-messages';

const seoul = (text: string) => new Date(`${text}+09:00`);
const clock = new ManualClock(seoul('2026-11-25T14:00:00'));
const simulator = createSimulatorSender();
/** What reached each channel, in order (the simulator's answers, kept by this wrapper). */
const reached: { channel: string; delivery: Delivery }[] = [];
const recording: ChannelSender = {
  provider: 'simulator',
  async send(channel, delivery): Promise<ChannelAnswer> {
    const answer = await simulator.send(channel, delivery);
    if (answer.ok) reached.push({ channel, delivery });
    return answer;
  },
  reports: (refs) => simulator.reports!(refs),
};
let t: TestApp;

/** Another instance of the server on the same database, clock and recording senders. */
const secondInstance = () =>
  buildTestApp({
    seed: false,
    clock,
    adapters: { messages: { alimtalk: recording, sms: recording, email: recording } },
    database: t.database,
  });
let seq = 0;

async function customer(options: { ad?: boolean; night?: boolean; mobile?: string | null } = {}) {
  seq += 1;
  const [row] = await t.database.db
    .insert(users)
    .values({
      type: USER_TYPE.CUSTOMER,
      state: STATE.NORMAL,
      email: `notice${seq}@example.com`,
      name: `고객${seq}`,
      mobile: options.mobile === undefined ? `0101234${String(seq).padStart(4, '0')}` : options.mobile,
      options: { confNoticeAgreeAd: options.ad ?? false, confNoticeAgreeNight: options.night ?? false },
    })
    .returning();
  return row!;
}

const chargeFailed = (userId: number): MessageRequest => ({
  kind: 'chargeFailed',
  userId,
  variables: {
    상품명: '턴테이블 TT-1',
    금액: '54,900원',
    사유: '잔액 부족',
    렌탈번호: '42',
    주문번호: 'SD-000042',
  },
});
const promotion = (userId: number): MessageRequest => ({
  kind: 'promotion',
  userId,
  variables: { 제목: '겨울 특가', 내용: '턴테이블 첫 달 무료' },
});
const queue = (request: MessageRequest) =>
  queueMessage(t.database.db, request, { config: t.config, now: clock.now() });
const deliver = () => deliverDueMessages(t.app);
const message = async (id: number) =>
  (await t.database.db.select().from(noticeMsgs).where(eq(noticeMsgs.id, id)))[0]!;
const attempts = (id: number) =>
  t.database.db
    .select()
    .from(noticeMsgAttempts)
    .where(eq(noticeMsgAttempts.noticeMsgId, id))
    .orderBy(asc(noticeMsgAttempts.id));

beforeAll(async () => {
  t = await buildTestApp({
    seed: false,
    clock,
    adapters: { messages: { alimtalk: recording, sms: recording, email: recording } },
  });
});
afterAll(() => t.close());
beforeEach(() => {
  simulator.failing.clear();
  reached.length = 0;
  clock.set(seoul('2026-11-25T14:00:00'));
});

describe('sending by 알림톡, then SMS, then e-mail', () => {
  it('sends a failed charge as a 알림톡 with its template, variables and retry button', async () => {
    const person = await customer();
    const queued = await queue(chargeFailed(person.id));
    expect(queued.queued).toBe(true);
    expect(await deliver()).toBe(1);
    expect(reached).toHaveLength(1);
    const [{ channel, delivery }] = reached as [(typeof reached)[number]];
    expect(channel).toBe('alimtalk');
    expect(delivery.to.mobile).toBe(person.mobile);
    expect(delivery.template).toEqual({
      code: 'SRD_CHARGE_FAILED',
      variables: {
        상품명: '턴테이블 TT-1',
        금액: '54,900원',
        사유: '잔액 부족',
        렌탈번호: '42',
        주문번호: 'SD-000042',
      },
    });
    expect(delivery.button).toEqual({
      name: '다시 결제하기',
      url: `${t.config.publicUrl}/customer_v2/subscs/42`,
    });
    expect(delivery.smsSubstitute).toBe(true);
    const id = queued.queued ? queued.id : 0;
    expect(await message(id)).toMatchObject({ state: 'sent', channel: 'alimtalk', tries: 1 });
    expect((await message(id)).sentAt).toEqual(clock.now());
  });

  it('falls back to SMS when 알림톡 fails, and to e-mail when SMS fails too, logging each try', async () => {
    const person = await customer();
    simulator.failing.add('alimtalk');
    const toSms = await queue(chargeFailed(person.id));
    await deliver();
    simulator.failing.add('sms');
    const toMail = await queue(chargeFailed(person.id));
    await deliver();
    expect(reached.map((r) => r.channel)).toEqual(['sms', 'email']);
    expect(reached[0]!.delivery.content).toContain('다시 결제하기: ');
    const smsId = toSms.queued ? toSms.id : 0;
    const mailId = toMail.queued ? toMail.id : 0;
    expect((await attempts(smsId)).map((a) => [a.channel, a.ok])).toEqual([
      ['alimtalk', false],
      ['sms', true],
    ]);
    expect((await attempts(mailId)).map((a) => [a.channel, a.ok])).toEqual([
      ['alimtalk', false],
      ['sms', false],
      ['email', true],
    ]);
    expect((await attempts(mailId))[0]!.detail).toContain('알림톡 전송 실패');
    expect(await message(mailId)).toMatchObject({ state: 'sent', channel: 'email' });
  });

  it('skips the phone channels of a customer without a verified mobile number', async () => {
    const person = await customer({ mobile: null });
    const queued = await queue(chargeFailed(person.id));
    await deliver();
    expect(reached.map((r) => r.channel)).toEqual(['email']);
    expect(await message(queued.queued ? queued.id : 0)).toMatchObject({
      channels: ['email'],
      state: 'sent',
    });
  });

  it('tries again after every channel refused, then gives up after five tries', async () => {
    const person = await customer();
    for (const c of ['alimtalk', 'sms', 'email'] as const) simulator.failing.add(c);
    const queued = await queue(chargeFailed(person.id));
    const id = queued.queued ? queued.id : 0;
    await deliver();
    expect(await message(id)).toMatchObject({ state: 'queued', tries: 1 });
    expect((await message(id)).sendAfter).toEqual(
      new Date(clock.now().getTime() + RETRY_MINUTES[0] * 60_000),
    );
    expect(await deliver()).toBe(0); // not yet due

    clock.advance(RETRY_MINUTES[0] * 60_000);
    simulator.failing.delete('email');
    await deliver();
    expect(await message(id)).toMatchObject({ state: 'sent', channel: 'email', tries: 2 });
    expect(await attempts(id)).toHaveLength(6);

    for (const c of ['alimtalk', 'sms', 'email'] as const) simulator.failing.add(c);
    const doomed = await queue(chargeFailed(person.id));
    const doomedId = doomed.queued ? doomed.id : 0;
    for (const wait of [0, ...RETRY_MINUTES]) {
      clock.advance(wait * 60_000);
      await deliver();
    }
    expect(await message(doomedId)).toMatchObject({ state: 'failed', tries: 5 });
    expect(await attempts(doomedId)).toHaveLength(15);
  });

  it('counts a provider that throws or hangs as a refusal and goes on to the next channel', async () => {
    const person = await customer();
    const throwing: ChannelSender = {
      provider: 'broken',
      send: async () => {
        throw new Error('connection reset');
      },
    };
    const app = await buildTestApp({
      seed: false,
      clock,
      adapters: { messages: { alimtalk: throwing, sms: recording, email: recording } },
      database: t.database,
    });
    try {
      const queued = await queue(chargeFailed(person.id));
      await deliverDueMessages(app.app);
      const id = queued.queued ? queued.id : 0;
      expect((await attempts(id)).map((a) => [a.provider, a.ok, a.detail])).toEqual([
        ['broken', false, 'connection reset'],
        ['simulator', true, expect.stringContaining('문자')],
      ]);
    } finally {
      await app.app.close();
    }
  });
});

describe('the outbox', () => {
  it('keeps each message with its own recipient when several are queued at once', async () => {
    const people = await Promise.all([1, 2, 3].map(() => customer()));
    const withdrawn = await customer();
    await t.database.db.update(users).set({ withdrawnAt: clock.now() }).where(eq(users.id, withdrawn.id));
    const outcomes = await queueMessages(
      t.database.db,
      [people[0]!, withdrawn, people[1]!, people[2]!].map((p) => chargeFailed(p.id)),
      { config: t.config, now: clock.now() },
    );
    expect(outcomes.map((o) => o.queued)).toEqual([true, false, true, true]);
    const queued = outcomes.flatMap((o) => (o.queued ? [o] : []));
    const recipients = await t.database.db
      .select({
        messageId: noticeMsgUsers.noticeMsgId,
        userId: noticeMsgUsers.userId,
        mobile: noticeMsgUsers.mobile,
      })
      .from(noticeMsgUsers)
      .where(
        inArray(
          noticeMsgUsers.noticeMsgId,
          queued.map((o) => o.id),
        ),
      )
      .orderBy(asc(noticeMsgUsers.noticeMsgId));
    expect(recipients).toEqual(
      [people[0]!, people[1]!, people[2]!].map((p, i) => ({
        messageId: queued[i]!.id,
        userId: p.id,
        mobile: p.mobile,
      })),
    );
    expect(queued.map((o) => o.sendAfter)).toEqual([clock.now(), clock.now(), clock.now()]);
    // Sent now, so that the next tests find the outbox as they left it.
    expect(await deliver()).toBe(3);
  });
});

describe('consent and quiet hours', () => {
  it('sends a transactional message at 23:00 to a customer who agreed to nothing', async () => {
    clock.set(seoul('2026-11-25T23:00:00'));
    const person = await customer({ ad: false, night: false });
    const queued = await queue(chargeFailed(person.id));
    expect(queued).toMatchObject({ queued: true, sendAfter: seoul('2026-11-25T23:00:00') });
    await deliver();
    expect(reached).toHaveLength(1);
  });

  it('refuses advertising to a customer without the 광고성 정보 수신 consent', async () => {
    const person = await customer({ ad: false, night: true });
    expect(await queue(promotion(person.id))).toEqual({ queued: false, reason: 'no-advertising-consent' });
    await deliver();
    expect(reached).toHaveLength(0);
  });

  it('holds night-time advertising until 08:00 without the night consent; with it, sends at once', async () => {
    clock.set(seoul('2026-11-25T22:15:00'));
    const dayOnly = await customer({ ad: true, night: false });
    const nightOk = await customer({ ad: true, night: true });
    const held = await queue(promotion(dayOnly.id));
    expect(held).toMatchObject({ queued: true, sendAfter: seoul('2026-11-26T08:00:00') });
    await queue(promotion(nightOk.id));
    await deliver();
    expect(reached.map((r) => r.delivery.to.mobile)).toEqual([nightOk.mobile]);

    clock.set(seoul('2026-11-26T07:59:00'));
    expect(await deliver()).toBe(0);
    clock.set(seoul('2026-11-26T08:00:00'));
    await deliver();
    expect(reached.map((r) => r.delivery.to.mobile)).toEqual([nightOk.mobile, dayOnly.mobile]);
    const ad = reached[1]!;
    expect(ad.channel).toBe('sms');
    expect(ad.delivery.title).toBe('(광고) 겨울 특가');
    expect(ad.delivery.content.startsWith('(광고) 소리담\n')).toBe(true);
    expect(ad.delivery.content.endsWith(t.config.messages.optOut)).toBe(true);
  });

  it('cancels queued advertising when the consent is taken back before it goes out', async () => {
    clock.set(seoul('2026-11-25T21:30:00'));
    const person = await customer({ ad: true, night: false });
    const held = await queue(promotion(person.id));
    await t.database.db
      .update(users)
      .set({ options: { confNoticeAgreeAd: false, confNoticeAgreeNight: false } })
      .where(eq(users.id, person.id));
    clock.set(seoul('2026-11-26T08:00:00'));
    await deliver();
    expect(reached).toHaveLength(0);
    expect(await message(held.queued ? held.id : 0)).toMatchObject({ state: 'cancelled' });
  });
});

describe('a withdrawn customer', () => {
  it('gets nothing: refused when queued, cancelled when withdrawn after', async () => {
    const gone = await customer();
    await t.database.db.update(users).set({ withdrawnAt: clock.now() }).where(eq(users.id, gone.id));
    expect(await queue(chargeFailed(gone.id))).toEqual({ queued: false, reason: 'withdrawn' });

    const leaving = await customer();
    const queued = await queue(chargeFailed(leaving.id));
    await t.database.db.update(users).set({ withdrawnAt: clock.now() }).where(eq(users.id, leaving.id));
    await deliver();
    expect(reached).toHaveLength(0);
    expect(await message(queued.queued ? queued.id : 0)).toMatchObject({ state: 'cancelled' });
  });
});

describe('two instances', () => {
  it('send each message once when both run the outbox at the same moment', async () => {
    const second = await secondInstance();
    try {
      const people = await Promise.all([1, 2, 3, 4, 5, 6].map(() => customer()));
      for (const p of people) await queue(chargeFailed(p.id));
      const [a, b] = await Promise.all([deliverDueMessages(t.app, 3), deliverDueMessages(second.app, 3)]);
      expect(a + b).toBe(6);
      await deliver();
      expect(reached).toHaveLength(6);
      expect(new Set(reached.map((r) => r.delivery.id)).size).toBe(6);
    } finally {
      await second.app.close();
    }
  });

  it('takes over a message whose instance stopped in the middle of sending it', async () => {
    const person = await customer();
    const queued = await queue(chargeFailed(person.id));
    const id = queued.queued ? queued.id : 0;
    await t.database.db
      .update(noticeMsgs)
      .set({ state: 'sending', claimedAt: clock.now() })
      .where(eq(noticeMsgs.id, id));
    expect(await deliver()).toBe(0);
    clock.advance(11 * 60_000);
    expect(await deliver()).toBe(1);
    expect(await message(id)).toMatchObject({ state: 'sent' });
  });

  it('records nothing of a send whose claim passed to another instance while the provider answered', async () => {
    const person = await customer();
    const queued = await queue(chargeFailed(person.id));
    const id = queued.queued ? queued.id : 0;
    const takenOver = new Date(clock.now().getTime() + 11 * 60_000);
    // The provider answers late: meanwhile the claim expired and another instance took the message over.
    const late: ChannelSender = {
      provider: 'late',
      async send() {
        await t.database.db.update(noticeMsgs).set({ claimedAt: takenOver }).where(eq(noticeMsgs.id, id));
        return { ok: true, detail: 'late-1', ref: 'late-1' };
      },
    };
    const slow = await buildTestApp({
      seed: false,
      clock,
      adapters: { messages: { alimtalk: late, sms: late, email: late } },
      database: t.database,
    });
    try {
      expect(await deliverDueMessages(slow.app)).toBe(1);
    } finally {
      await slow.app.close();
    }
    expect(await message(id)).toMatchObject({ state: 'sending', claimedAt: takenOver, tries: 0 });
    expect(await attempts(id)).toEqual([]);
  });
});

describe("the providers' delivery reports", () => {
  const collect = () => collectDeliveryReports(t.app);
  const sentTo = async (mobile: string | null) => {
    const queued = await queue(chargeFailed((await customer({ mobile })).id));
    await deliver();
    return queued.queued ? queued.id : 0;
  };

  it('writes once, a minute or more after the send, whether each taken message reached the phone', async () => {
    const reaching = await sentTo('01012345678');
    const unreachable = await sentTo('01099990000');
    const [first] = await attempts(reaching);
    expect(first).toMatchObject({ channel: 'alimtalk', ok: true, report: null });
    expect(first!.providerRef).toBe(`sim:delivered:${reaching}:alimtalk`);

    await collect();
    expect((await attempts(reaching))[0]!.report).toBeNull();

    clock.advance(2 * 60_000);
    expect(await collect()).toBeGreaterThanOrEqual(2);
    expect(await attempts(reaching)).toMatchObject([
      { report: 'delivered', reportDetail: '시뮬레이터: 수신 확인', reportedAt: clock.now() },
    ]);
    expect(await attempts(unreachable)).toMatchObject([
      { report: 'undelivered', reportDetail: '시뮬레이터: 수신 실패(없는 번호)' },
    ]);

    clock.advance(10 * 60_000);
    await collect();
    expect((await attempts(reaching))[0]!.reportedAt).toEqual(new Date(clock.now().getTime() - 10 * 60_000));
  });

  it('writes each report once when two instances ask at the same moment', async () => {
    const second = await secondInstance();
    try {
      // One after the other: each send's delivery is over (its attempt written) before the clock moves on.
      const ids: number[] = [];
      for (const mobile of ['01012340001', '01012340002', '01012340003']) ids.push(await sentTo(mobile));
      // A moment no other test reports at, so the rows reported now are this pass's alone.
      clock.advance(2 * 60_000 + 7_000);
      const [a, b] = await Promise.all([collect(), collectDeliveryReports(second.app)]);
      const reportedNow = await t.database.db
        .select({ id: noticeMsgAttempts.id })
        .from(noticeMsgAttempts)
        .where(eq(noticeMsgAttempts.reportedAt, clock.now()));
      expect(a + b).toBe(reportedNow.length);
      for (const id of ids) expect((await attempts(id))[0]!.report).toBe('delivered');
    } finally {
      await second.app.close();
    }
  });

  it('reads on past messages a provider keeps calling on their way: they do not crowd newer ones out', async () => {
    // Two older messages whose reports never come, then two newer; a page of two at a time.
    const stuck = [await sentTo('01012350001'), await sentTo('01012350002')];
    const newer = [await sentTo('01012350003'), await sentTo('01012350004')];
    const stuckRefs = new Set((await Promise.all(stuck.map(attempts))).map((rows) => rows[0]!.providerRef));
    const stubborn: ChannelSender = {
      ...recording,
      reports: async (refs) => (await simulator.reports!(refs)).filter((r) => !stuckRefs.has(r.ref)),
    };
    clock.advance(2 * 60_000 + 11_000);
    await collectDeliveryReports({ ...t.app, messages: { ...t.app.messages, alimtalk: stubborn } }, 2);
    for (const id of newer) expect((await attempts(id))[0]!.report, `message ${id}`).toBe('delivered');
    for (const id of stuck) expect((await attempts(id))[0]!.report, `message ${id}`).toBeNull();
  });

  it('asks nothing of a refused try or of e-mail, and gives up on a report after three days', async () => {
    simulator.failing.add('alimtalk');
    const refusedThenSms = await sentTo('01012345679');
    simulator.failing.clear();
    const mailed = await sentTo(null);
    expect((await attempts(mailed))[0]).toMatchObject({ channel: 'email', ok: true, providerRef: null });
    clock.advance(2 * 60_000);
    await collect();
    expect(await attempts(refusedThenSms)).toMatchObject([
      { channel: 'alimtalk', ok: false, providerRef: null, report: null },
      { channel: 'sms', ok: true, report: 'delivered' },
    ]);
    expect((await attempts(mailed))[0]!.report).toBeNull();

    const late = await sentTo('01012345670');
    clock.advance(REPORT_GIVE_UP_MS + 60_000);
    const stillOnTime = await sentTo('01012345671');
    clock.advance(2 * 60_000);
    await collect();
    expect((await attempts(late))[0]!.report).toBeNull();
    expect((await attempts(stillOnTime))[0]!.report).toBe('delivered');
  });
});
