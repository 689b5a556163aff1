import type { Payment, paymentCreateBodySchema } from '@shop/domain/api/payments';
import { cartName } from '@shop/domain/cart/cart-name';
import { PAYMENT_COST_CHANGED_MESSAGE, PAYMENT_FAIL_MESSAGE } from '@shop/domain/checkout/checkout-messages';
import { clientCostMatches, firstInstalment } from '@shop/domain/checkout/first-instalment';
import { missingPurchaseAgreements } from '@shop/domain/checkout/purchase-agreements';
import { PURCHASE_REQUIRED_DOC_SLUGS } from '@shop/domain/codes/doc-slug';
import { STATE } from '@shop/domain/codes/generic-state';
import { PAYMENT_TYPE } from '@shop/domain/codes/payment-type';
import { PUR_ORDER_STATE } from '@shop/domain/codes/pur-order-state';
import { AGREEMENT_MESSAGE, PAYMENT_CARD_MESSAGE } from '@shop/domain/validation/checkout';
import { and, eq, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { rowAsSelect } from '../../db/row-as-select';
import { docs, payments, purOrders } from '../../db/schema';
import { chargeableCard } from '../../engine/rental-card';
import { badRequest, notFound } from '../../http/errors';
import { recordFailedCheckout } from './checkout-failure';
import { recordPaidCheckout } from './checkout-success';
import { paymentView, step } from './payment-view';
import { chargeWithinTimeout } from './provider-calls';

type Body = z.infer<typeof paymentCreateBodySchema>;
type Order = typeof purOrders.$inferSelect;

const paymentTitle = (orders: Order[]) => cartName(orders.map((o) => o.title));

const NOT_PAYABLE_MESSAGE = '결제할 수 없는 주문입니다. 장바구니에서 다시 주문해주세요.';

const REQUIRED_SLUGS = new Set<string>(PURCHASE_REQUIRED_DOC_SLUGS);

/** The documents agreed to, checked against the purchase agreements published: one statement reads both. */
async function agreedDocs(db: Db, docIds: number[]) {
  const named = docIds.length ? inArray(docs.id, docIds) : sql`false`;
  const rows = await db
    .select({ id: docs.id, type: docs.type, slug: docs.slug, agreed: sql<boolean>`${named}` })
    .from(docs)
    .where(
      and(eq(docs.state, STATE.ENABLE), or(named, inArray(docs.slug, [...PURCHASE_REQUIRED_DOC_SLUGS]))),
    );
  const agreed = rows.filter((d) => d.agreed);
  const missing = missingPurchaseAgreements(
    rows.flatMap((d) => (d.slug && REQUIRED_SLUGS.has(d.slug) ? [d.slug] : [])),
    agreed.map((d) => d.slug ?? ''),
  );
  if (missing.length) throw badRequest(AGREEMENT_MESSAGE, { doc_ids: [AGREEMENT_MESSAGE] });
  return agreed.map(({ id, type }) => ({ id, type }));
}

/**
 * Step "claim the orders": a payment in progress is tied to them, so no second payment can take them. Two
 * statements, no transaction: the orders read (with the new payment's id taken from its sequence, so the
 * provider's `pm_id` is known before the insert) to check them and price the payment, then one statement
 * that locks those still payable (`for update`), inserts the payment only when every one of them is, and ties
 * them to it. A payment that claimed them in between has committed by the time the lock is granted, and its
 * orders no longer count as payable: this one inserts nothing and is refused. The orders' lines and prices
 * are never changed after the order is made, so the read's are the claimed orders'.
 */
export async function claimOrders(
  db: Db,
  userId: number,
  orderIds: number[],
  create: (orders: Order[]) => typeof payments.$inferInsert,
) {
  const rows = await db
    .select({
      ...getTableColumns(purOrders),
      nextPaymentId: sql<number>`(select nextval(pg_get_serial_sequence('payments', 'id'))::int)`,
    })
    .from(purOrders)
    .where(and(inArray(purOrders.id, orderIds), eq(purOrders.userId, userId)))
    .orderBy(purOrders.id);
  const orders: Order[] = rows.map(({ nextPaymentId: _, ...order }) => order);
  if (orders.length !== new Set(orderIds).size) throw notFound();
  if (orders.some(notPayable)) throw badRequest(NOT_PAYABLE_MESSAGE);
  const values = create(orders);
  const paymentId = Number(rows[0]!.nextPaymentId);
  const createdAt = values.createdAt ?? new Date();
  const pmId = `pay_${paymentId}_${createdAt.getTime().toString(36)}`;
  const payment = rowAsSelect(payments, { ...values, id: paymentId, pmId, createdAt });
  const result = await db.execute(sql`
    with payable as (
      select id from pur_orders
      where ${inArray(purOrders.id, orderIds)} and user_id = ${userId}::int
        and state = ${PUR_ORDER_STATE.BILL_UNPAID}::int and payment_id is null
      order by id
      for update
    ), payment as (
      insert into payments (${payment.columns})
      select ${payment.values} where (select count(*) from payable) = ${orders.length}::int
      returning id
    ), tied as (
      update pur_orders set payment_id = payment.id from payment
      where pur_orders.id in (select id from payable)
      returning pur_orders.id
    )
    select count(*)::int as tied from tied`);
  const tied = (result as unknown as { rows: { tied: number | string }[] }).rows[0]?.tied;
  if (Number(tied) !== orders.length) throw badRequest(NOT_PAYABLE_MESSAGE);
  return { orders, paymentId, pmId };
}

const notPayable = (order: Order) => order.state !== PUR_ORDER_STATE.BILL_UNPAID || order.paymentId !== null;

/**
 * POST payments: the checkout's unit of work (docs/decisions/010-checkout-unit-of-work.md). Claim the
 * orders with a payment in progress, charge the first instalment with the card's billing key, then either
 * record everything the paid checkout creates in one transaction, or undo: cancel the charge if its fate is
 * unknown, cancel the orders, release their units and put the items back in the cart. Both end as a
 * payment the customer can read; the amount is always the server's own.
 */
export async function payCheckout(
  db: Db,
  gateway: PaymentGateway,
  options: { timeoutMs: number; now: Date; config: Pick<Config, 'publicUrl' | 'messages'> },
  userId: number,
  body: Body,
): Promise<Payment> {
  // Reads that do not depend on each other go together: a round trip each is most of a checkout's time.
  const [[card], agreed] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.id, body.payment_bill_auth_id),
          eq(payments.userId, userId),
          eq(payments.type, PAYMENT_TYPE.BILL_AUTH),
          chargeableCard(),
        ),
      ),
    agreedDocs(db, body.doc_ids),
  ]);
  if (!card) throw notFound(PAYMENT_CARD_MESSAGE);

  const { orders, paymentId, pmId } = await claimOrders(db, userId, body.pur_orders, (orders) => {
    const amount = firstInstalment(orders);
    if (!clientCostMatches(body.cost, amount)) throw badRequest(PAYMENT_COST_CHANGED_MESSAGE);
    if (amount <= 0) throw badRequest(PAYMENT_FAIL_MESSAGE);
    return {
      userId,
      type: PAYMENT_TYPE.BILL,
      state: STATE.PENDING,
      title: paymentTitle(orders),
      cost: amount,
      typeApi: body.type_api,
      typeProvide: body.type_provide ?? null,
      provider: gateway.provider,
      paymentBillAuthId: card.id,
      billKey: card.billKey,
      cardCode: card.cardCode,
      cardNumber: card.cardNumber,
      content: { steps: [], purpose: 'checkout' },
      createdAt: options.now,
      updatedAt: options.now,
    };
  });
  const amount = firstInstalment(orders);

  const outcome = await chargeWithinTimeout(
    gateway,
    {
      paymentId: pmId,
      billingKey: card.billKey!,
      amount,
      orderName: paymentTitle(orders),
      customerId: String(userId),
    },
    options.timeoutMs,
  );

  const steps = [];
  let reason: string;
  if (outcome.status === 'paid') {
    const paidStep = step('billPay', { resultcode: '00', resultmsg: '정상 승인', pgTxId: outcome.pgTxId });
    try {
      const paid = await recordPaidCheckout(db, {
        userId,
        paymentId,
        cardPaymentId: card.id,
        orders,
        docs: agreed,
        step: paidStep,
        now: options.now,
        config: options.config,
      });
      return paymentView(paid);
    } catch (error) {
      reason = '주문을 기록하지 못해 결제를 취소했습니다.';
      steps.push(paidStep, step('record', { resultmsg: reason, error: String(error) }));
    }
  } else if (outcome.status === 'declined') {
    reason = outcome.resultmsg;
    steps.push(step('billPay', { resultcode: outcome.resultcode, resultmsg: reason }));
  } else {
    reason = outcome.resultmsg;
    steps.push(step('billPay', { resultmsg: reason, ...outcome.raw }));
  }
  if (outcome.status !== 'declined') {
    // The charge may have gone through (paid but not recorded, or no answer): undo it at the provider. The
    // fail page shows the last step's resultmsg, so this step carries the reason too.
    const cancel = await gateway.cancelPayment({
      paymentId: pmId,
      reason: '주문 처리 실패로 인한 자동 취소',
    });
    steps.push(step('billCancel', { resultmsg: reason, cancel: cancel.status, cancelmsg: cancel.resultmsg }));
  }
  await recordFailedCheckout(db, { userId, paymentId, orders, steps });
  return readPayment(db, paymentId);
}

async function readPayment(db: Db, id: number): Promise<Payment> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return paymentView(row!);
}
