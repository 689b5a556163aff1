import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock/clock';
import { payments } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { type Customer, call, customerWithAddress, registerCard } from '../checkout/checkout-fixture';
import { BILL_AUTH_ISSUE_TTL_MS, BILL_AUTH_ISSUE_UNKNOWN_MESSAGE } from './bill-auth-service';

let t: TestApp;
const clock = new ManualClock(new Date('2026-06-01T01:00:00Z'));
beforeAll(async () => {
  t = await buildTestApp({ seed: false, clock });
});
afterAll(() => t.close());

const cardsOf = (c: Customer) =>
  t.database.db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, c.user.id), eq(payments.state, 620)));

/** The simulator's card page filled for a started registration, as the browser would. */
async function fillCardPage(issueId: string) {
  await call(t, null, 'POST', 'sim/pg/billing-key', {
    issue_id: issueId,
    card_number: '4242424242424242',
    expiry: '1239',
    birth: '900101',
    pwd_2digit: '12',
  });
}

describe('card registration is bound to the registration the same customer started', () => {
  it('registers nothing from a billing key alone, real or made up', async () => {
    const owner = await customerWithAddress(t);
    await registerCard(t, owner);
    const [ownerCard] = await cardsOf(owner);
    const thief = await customerWithAddress(t);
    for (const billing_key of [ownerCard!.billKey!, 'sim_ok_4242424242424242']) {
      const answer = await call(t, thief, 'POST', 'payments/billAuth/confirm', { billing_key });
      expect(answer.status).toBe(400);
      expect(answer.body.errors.issue_id).toEqual(['카드 등록 정보가 없습니다.']);
    }
    // With an issue of their own that the card page never completed, the stolen key still registers nothing.
    const start = await call(t, thief, 'POST', 'payments/billAuth');
    const withIssue = await call(t, thief, 'POST', 'payments/billAuth/confirm', {
      issue_id: start.body.data.issue_id,
      billing_key: ownerCard!.billKey,
    });
    expect(withIssue.body.data.state).toBe(-620);
    expect(await cardsOf(thief)).toHaveLength(0);
  });

  it("refuses another customer's issue, an unknown one and one older than an hour", async () => {
    const owner = await customerWithAddress(t);
    const stranger = await customerWithAddress(t);
    const start = await call(t, owner, 'POST', 'payments/billAuth');
    const issue_id = start.body.data.issue_id as string;
    await fillCardPage(issue_id);
    for (const [who, id] of [
      [stranger, issue_id],
      [owner, 'bill_made_up'],
    ] as const) {
      const answer = await call(t, who, 'POST', 'payments/billAuth/confirm', { issue_id: id });
      expect(answer).toMatchObject({ status: 400, body: { message: BILL_AUTH_ISSUE_UNKNOWN_MESSAGE } });
    }
    expect(await cardsOf(stranger)).toHaveLength(0);

    clock.advance(BILL_AUTH_ISSUE_TTL_MS + 1000);
    const late = await call(t, owner, 'POST', 'payments/billAuth/confirm', { issue_id });
    expect(late).toMatchObject({ status: 400, body: { message: BILL_AUTH_ISSUE_UNKNOWN_MESSAGE } });
    expect(await cardsOf(owner)).toHaveLength(0);
  });

  it('answers a second confirmation, also two at once, with the same single card', async () => {
    const c = await customerWithAddress(t);
    const start = await call(t, c, 'POST', 'payments/billAuth');
    const issue_id = start.body.data.issue_id as string;
    await fillCardPage(issue_id);
    const [a, b] = await Promise.all([
      call(t, c, 'POST', 'payments/billAuth/confirm', { issue_id }),
      call(t, c, 'POST', 'payments/billAuth/confirm', { issue_id }),
    ]);
    const again = await call(t, c, 'POST', 'payments/billAuth/confirm', { issue_id });
    expect(a.body.data.state).toBe(620);
    expect(new Set([a.body.data.id, b.body.data.id, again.body.data.id]).size).toBe(1);
    expect(await cardsOf(c)).toHaveLength(1);
  });

  it('never sends a billing key out: payments and paymentOrderers carry an opaque fingerprint', async () => {
    const c = await customerWithAddress(t);
    const card = (await registerCard(t, c)).body.data;
    const second = (await registerCard(t, c)).body.data;
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, card.id));
    const read = await call(t, c, 'GET', `payments/${card.id}`);
    const orderers = await call(t, c, 'GET', 'paymentOrderers?per_page=-1');
    for (const answer of [card, read.body, orderers.body]) {
      expect(JSON.stringify(answer)).not.toContain(row!.billKey!);
    }
    expect(card.pays.bill_key).toMatch(/^card_[0-9a-f]{32}$/);
    // The same key reads as the same fingerprint (the app's deduplication), another key as another.
    expect(read.body.data.pays.bill_key).toBe(card.pays.bill_key);
    expect(second.pays.bill_key).not.toBe(card.pays.bill_key);
  });
});
