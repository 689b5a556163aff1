import { STATE } from '@shop/domain/codes/generic-state';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { PAYMENT_STATE } from '@shop/domain/codes/payment-state';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { morphPointsAt } from '../db/morph-ref';
import { paymentOrderers, payments } from '../db/schema';

export type CardRow = typeof payments.$inferSelect;

/** A card the shop can charge: its billing-key registration succeeded and the key is kept. */
export const chargeableCard = () =>
  and(eq(payments.state, PAYMENT_STATE.BILL_AUTH_SUCCESS), isNotNull(payments.billKey));

/** The card that pays a rental: its newest enabled link to a registered card with a billing key. */
export async function rentalCard(tx: Db, subscId: number): Promise<CardRow | undefined> {
  return (await rentalCards(tx, [subscId])).get(subscId);
}

/** The cards paying several rentals (each rental's newest enabled link), in one query. */
export async function rentalCards(tx: Db, subscIds: number[]): Promise<Map<number, CardRow>> {
  const links = await rentalCardLinks(tx, subscIds);
  return new Map([...links].map(([subscId, { payment }]) => [subscId, payment]));
}

/** Each rental's newest enabled link to a registered card, the link (its id and state) with the card. */
export async function rentalCardLinks(
  tx: Db,
  subscIds: number[],
): Promise<Map<number, { link: { id: number; state: number }; payment: CardRow }>> {
  const rows = await tx
    .select({
      subscId: paymentOrderers.ordererId,
      link: { id: paymentOrderers.id, state: paymentOrderers.state },
      payment: payments,
    })
    .from(paymentOrderers)
    .innerJoin(payments, eq(payments.id, paymentOrderers.paymentId))
    .where(
      and(
        morphPointsAt(paymentOrderers, 'orderer', MORPH_TYPE.SUBSC, subscIds),
        eq(paymentOrderers.state, STATE.ENABLE),
        chargeableCard(),
      ),
    )
    .orderBy(desc(paymentOrderers.id));
  const links = new Map<number, { link: { id: number; state: number }; payment: CardRow }>();
  for (const { subscId, ...row } of rows) if (!links.has(subscId)) links.set(subscId, row);
  return links;
}
