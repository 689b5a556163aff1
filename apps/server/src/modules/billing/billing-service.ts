import type { BillingPayment } from '@shop/domain/api/billing';
import { maskCardNumber } from '@shop/domain/checkout/card-mask';
import { cardIssuerTitle } from '@shop/domain/codes/card-issuer';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { PAYMENT_STATE } from '@shop/domain/codes/payment-state';
import { PAYMENT_TYPE } from '@shop/domain/codes/payment-type';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, purOrders, recordSubscs, subscs } from '../../db/schema';
import { notFound } from '../../http/errors';

export const SUBSC_NOT_FOUND = '렌탈 정보를 찾을 수 없습니다.';

const STATE_TITLE: Record<number, string> = {
  [PAYMENT_STATE.BILL_SUCCESS]: '결제 완료',
  [PAYMENT_STATE.BILL_FAIL]: '결제 실패',
};

const isSubscType = (value: string) => value === 'subscription' || value === String(MORPH_TYPE.SUBSC);

/**
 * GET payments?orderer_id&orderer_type&type=bill: the charges of one of the caller's rentals (monthly rounds
 * through record_subscs, checkout and retries through their purchase orders), newest first, each with the
 * rounds it paid or failed to pay. The card number only leaves masked.
 */
export async function listRentalPayments(
  db: Db,
  userId: number,
  query: { orderer_id: number; orderer_type: string; type?: string | undefined },
): Promise<BillingPayment[]> {
  const [rental] = isSubscType(query.orderer_type)
    ? await db
        .select({ id: subscs.id })
        .from(subscs)
        .where(and(eq(subscs.id, query.orderer_id), eq(subscs.userId, userId)))
    : [];
  if (!rental) throw notFound(SUBSC_NOT_FOUND);
  const [records, orders] = await Promise.all([
    db.select().from(recordSubscs).where(eq(recordSubscs.subscId, rental.id)),
    db
      .select({ id: purOrders.id, paymentId: purOrders.paymentId, orderable: purOrders.orderable })
      .from(purOrders)
      .where(
        and(
          eq(purOrders.ordererType, MORPH_TYPE.SUBSC),
          eq(purOrders.ordererId, rental.id),
          isNotNull(purOrders.paymentId),
        ),
      ),
  ]);
  const ids = [
    ...new Set(
      [...records.map((r) => r.paymentId), ...orders.map((o) => o.paymentId)].filter((id) => id !== null),
    ),
  ] as number[];
  if (ids.length === 0) return [];
  const type = query.type?.toLowerCase();
  const rows = await db
    .select()
    .from(payments)
    .where(
      and(
        inArray(payments.id, ids),
        eq(payments.userId, userId),
        type === 'bill' || type === String(PAYMENT_TYPE.BILL)
          ? eq(payments.type, PAYMENT_TYPE.BILL)
          : undefined,
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id));
  return rows.map((row) => {
    const retried = orders
      .filter((o) => o.paymentId === row.id)
      .flatMap((o) => (o.orderable.record_subsc_ids as number[] | undefined) ?? []);
    const rounds = records.filter((r) => r.paymentId === row.id || retried.includes(r.id));
    return {
      id: row.id,
      type: row.type,
      state: row.state,
      state_title: STATE_TITLE[row.state] ?? '결제 진행중',
      title: row.title,
      cost: row.cost,
      type_api: row.typeApi,
      type_provide: row.typeProvide,
      pm_id: row.pmId,
      payment_bill_auth_id: row.paymentBillAuthId,
      content: { steps: row.content.steps ?? [] },
      pays: {
        price: row.cost,
        // The billing key stays on the server.
        bill_key: null,
        cardCode: row.cardCode,
        cardNumber: row.cardNumber ? maskCardNumber(row.cardNumber) : null,
        cardTitle: cardIssuerTitle(row.cardCode),
      },
      created_at: row.createdAt.toISOString(),
      record_subscs: rounds
        .sort((a, b) => a.round - b.round)
        .map((r) => ({
          id: r.id,
          round: r.round,
          state: r.state,
          cost: r.cost,
          due_at: r.dueAt.toISOString(),
          paid_at: r.paidAt?.toISOString() ?? null,
        })),
    };
  });
}
