import type { Subsc } from '@shop/domain/api/subscs-read';
import { maskCardNumber } from '@shop/domain/checkout/card-mask';
import { cardIssuerTitle } from '@shop/domain/codes/card-issuer';
import { isRefundedOnOrderEnd, orderCancelRefund } from '@shop/domain/rental/order-cancel-refund';
import { overdueDays, overdueInterest, unpaidTotal } from '@shop/domain/rental/overdue-interest';
import { isPickupDateAllowed, pickupDateRange, seoulDate } from '@shop/domain/rental/pickup-date';
import { SET_CANCEL_PENALTY, terminationPenalty } from '@shop/domain/rental/termination-penalty';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, recordSubscs } from '../../db/schema';
import type { SubscRow } from './owned-subsc';

type Card = { cardCode: string | null; cardNumber: string; cardTitle: string };

/** What an order cancel would give back now, and the card that paid it (the latest paid record's). */
export type OrderRefund = { amount: number; card: Card | null };

export async function orderRefundOf(db: Db, subscId: number): Promise<OrderRefund> {
  const rows = await db
    .select({
      state: recordSubscs.state,
      cost: recordSubscs.cost,
      paymentId: recordSubscs.paymentId,
      cardCode: payments.cardCode,
      cardNumber: payments.cardNumber,
    })
    .from(recordSubscs)
    .leftJoin(payments, eq(payments.id, recordSubscs.paymentId))
    .where(eq(recordSubscs.subscId, subscId))
    .orderBy(desc(recordSubscs.id));
  const paid = rows.find(isRefundedOnOrderEnd);
  return {
    amount: orderCancelRefund(rows),
    card: paid?.cardNumber
      ? {
          cardCode: paid.cardCode,
          cardNumber: maskCardNumber(paid.cardNumber),
          cardTitle: cardIssuerTitle(paid.cardCode),
        }
      : null,
  };
}

export type CancelEstimate = {
  type: 'cancel' | 'init-cancel';
  spot_out_at: string | null;
  spot_out_range: { earliest: string; latest: string } | null;
  penalty: number;
  early_termination: number;
  unpaid: number;
  overdue_interest: number;
  overdue_days: number;
  default_interest: number;
  install_pickup_fee: number;
  total: number;
  refund: number;
  refund_card: Card | null;
};

/**
 * The figures of a wizard's review step. Set-cancel (init-cancel) costs nothing and gives back `refund`
 * (what `endOrderInTx` will refund, read by `orderRefundOf`). Termination: the domain's
 * penalty for the pickup date (the earliest allowed one when none or an impossible one is given; an
 * unstarted rental counts from today), plus the overdue interest on the unpaid rounds; the documents show
 * default interest and the install-pickup fee as 0.
 */
export function cancelEstimate(
  row: SubscRow,
  view: Subsc,
  flag: 'cancel' | 'init-cancel',
  spotOutAt: string | undefined,
  now: Date,
  refund: OrderRefund = { amount: 0, card: null },
): CancelEstimate {
  if (flag === 'init-cancel') {
    return {
      type: flag,
      spot_out_at: null,
      spot_out_range: null,
      penalty: SET_CANCEL_PENALTY,
      early_termination: 0,
      unpaid: 0,
      overdue_interest: 0,
      overdue_days: 0,
      default_interest: 0,
      install_pickup_fee: 0,
      total: SET_CANCEL_PENALTY,
      refund: refund.amount,
      refund_card: refund.card,
    };
  }
  const range = pickupDateRange(now);
  const asked = spotOutAt?.slice(0, 10);
  const date = asked && isPickupDateAllowed(asked, now) ? asked : range.earliest;
  const unpaid = unpaidTotal(view.record_subscs_unpaid);
  const penalty = terminationPenalty({
    monthly: row.cost,
    startAt: row.startAt ?? now,
    months: row.duration,
    pickupAt: seoulDate(date)!,
    unpaid,
  });
  // Interest follows the penalty: nothing is owed on a pickup inside the free week.
  const interest = overdueInterest(penalty.unpaid);
  return {
    type: flag,
    spot_out_at: date,
    spot_out_range: range,
    penalty: penalty.total,
    early_termination: penalty.earlyTermination,
    unpaid: penalty.unpaid,
    overdue_interest: interest,
    overdue_days: overdueDays(view.record_subscs_unpaid, now),
    default_interest: penalty.defaultInterest,
    install_pickup_fee: penalty.installPickupFee,
    total: penalty.total + interest,
    refund: 0,
    refund_card: null,
  };
}
