import { CARD_CHANGE_FAIL_MESSAGE, CARD_IN_USE_MESSAGE } from '@shop/domain/checkout/checkout-messages';
import { STATE } from '@shop/domain/codes/generic-state';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { PAYMENT_STATE } from '@shop/domain/codes/payment-state';
import { CARD_CHANGE_ENDED_MESSAGE, isRentalEnded, mayChangeCard } from '@shop/domain/rental/card-change';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { morphPointsAt } from '../../db/morph-ref';
import { paymentOrderers, payments, subscs } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { ownCards } from '../payments/own-cards';
import { subscBriefs } from '../payments/payment-read';
import { paymentOrdererView, paymentView } from '../payments/payment-view';
import { unpaidCounts } from '../rentals/unpaid-counts';

async function linksOf(db: Db, paymentIds: number[]) {
  if (paymentIds.length === 0) return [];
  const links = await db
    .select()
    .from(paymentOrderers)
    .where(and(inArray(paymentOrderers.paymentId, paymentIds), eq(paymentOrderers.state, STATE.ENABLE)))
    .orderBy(paymentOrderers.id);
  const briefs = await subscBriefs(
    db,
    links.map((l) => l.ordererId),
  );
  return links.map((l) => paymentOrdererView(l, briefs.get(l.ordererId) ?? null));
}

/**
 * The links of rentals the card may still be charged for (the card-change rule, mayChangeCard): billed, or
 * ended with something unpaid. An ended rental keeps its link for its history, but the card no longer pays it.
 */
async function payingLinksOf(db: Db, paymentIds: number[]) {
  const links = await linksOf(db, paymentIds);
  const ended = links.flatMap((l) => (l.orderer && isRentalEnded(l.orderer.state) ? [l.orderer.id] : []));
  const unpaid = await unpaidCounts(db, ended);
  return links.filter((l) => !l.orderer || mayChangeCard(l.orderer.state, unpaid.get(l.orderer.id) ?? 0));
}

/**
 * GET paymentOrderers?type=bill_auth: the caller's saved cards (successful registrations, one per billing
 * key, newest first) each with the rentals it still pays.
 */
export async function listCards(db: Db, userId: number) {
  const rows = await db.select().from(payments).where(ownCards(userId)).orderBy(desc(payments.id));
  const seen = new Set<string>();
  const cards = rows.filter((r) => r.billKey && !seen.has(r.billKey) && seen.add(r.billKey));
  const sameKey = rows.filter((r) => cards.some((c) => c.billKey === r.billKey));
  const links = await payingLinksOf(
    db,
    sameKey.map((r) => r.id),
  );
  return cards.map((card) => {
    const ids = new Set(sameKey.filter((r) => r.billKey === card.billKey).map((r) => r.id));
    return { ...paymentView(card), payment_orderers: links.filter((l) => ids.has(l.payment_id)) };
  });
}

/** GET paymentOrderers: which card pays each of the caller's rentals. */
export async function listPaymentOrderers(db: Db, userId: number) {
  const cards = await db.select().from(payments).where(ownCards(userId));
  const links = await linksOf(
    db,
    cards.map((c) => c.id),
  );
  return links.map((l) => ({ ...l, payment: paymentView(cards.find((c) => c.id === l.payment_id)!) }));
}

/**
 * PUT paymentOrderers: the card change action; the old link is disabled and the new one enabled. A rental
 * that is no longer billed (ended, nothing left unpaid) keeps the card that paid it: 400 with the reason.
 */
export async function changeCard(
  db: Db,
  userId: number,
  body: { orderer_id: number; orderer_type: number; payment_bill_auth_id: number },
) {
  if (body.orderer_type !== MORPH_TYPE.SUBSC) throw badRequest(CARD_CHANGE_FAIL_MESSAGE);
  const [subsc] = await db
    .select({ id: subscs.id, state: subscs.state })
    .from(subscs)
    .where(and(eq(subscs.id, body.orderer_id), eq(subscs.userId, userId)));
  const [card] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.id, body.payment_bill_auth_id), ownCards(userId)));
  if (!subsc || !card) throw notFound(CARD_CHANGE_FAIL_MESSAGE);
  const unpaid = await unpaidCounts(db, [subsc.id]);
  if (!mayChangeCard(subsc.state, unpaid.get(subsc.id) ?? 0))
    throw badRequest(CARD_CHANGE_ENDED_MESSAGE, { orderer_id: [CARD_CHANGE_ENDED_MESSAGE] });
  return db.transaction(async (tx) => {
    await tx
      .update(paymentOrderers)
      .set({ state: STATE.DISABLE })
      .where(
        and(
          morphPointsAt(paymentOrderers, 'orderer', MORPH_TYPE.SUBSC, subsc.id),
          eq(paymentOrderers.state, STATE.ENABLE),
        ),
      );
    const [link] = await tx
      .insert(paymentOrderers)
      .values({ paymentId: card.id, ordererType: MORPH_TYPE.SUBSC, ordererId: subsc.id, state: STATE.ENABLE })
      .returning();
    return {
      id: link!.id,
      payment_id: card.id,
      orderer_id: subsc.id,
      orderer_type: MORPH_TYPE.SUBSC,
      state: link!.state,
    };
  });
}

/** DELETE paymentOrderers/{id} (development only): removes a saved card that pays no rental any more. */
export async function deleteCard(db: Db, userId: number, id: number) {
  const [card] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), ownCards(userId)));
  if (!card) throw notFound();
  const same = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(ownCards(userId), eq(payments.billKey, card.billKey!)));
  const ids = same.map((r) => r.id);
  if ((await payingLinksOf(db, ids)).length) throw badRequest(CARD_IN_USE_MESSAGE);
  // Kept for the history of charges made with it; it is simply no longer a usable card.
  await db
    .update(payments)
    .set({ state: PAYMENT_STATE.BILL_AUTH_FAIL, updatedAt: new Date() })
    .where(inArray(payments.id, ids));
  return true;
}
