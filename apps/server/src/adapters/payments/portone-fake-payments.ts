/**
 * The payments of a local fake of PortOne V2 (portone-gateway.test.ts), in the documented shapes of
 * GET /payments/{paymentId} and POST /payments/{paymentId}/cancel.
 */
export type FakePortOnePayment = {
  status: string;
  id: string;
  amount: { total: number; paid: number; cancelled: number } & Record<string, number>;
  cancellations?: { id: string; status: 'SUCCEEDED'; totalAmount: number; reason: string }[];
} & Record<string, unknown>;

const AT = '2026-05-01T00:00:00Z';
const SETTLED = ['PAID', 'PARTIAL_CANCELLED', 'CANCELLED'];

/** A payment of `total` won in `status`, `cancelled` of it given back. */
export function fakePortOnePayment(
  id: string,
  status: string,
  total: number,
  cancelled = 0,
): FakePortOnePayment {
  const paid = SETTLED.includes(status) ? total : 0;
  const vat = Math.round(total / 11);
  const base = {
    status,
    id,
    transactionId: `tx-${id}`,
    merchantId: 'm-1',
    storeId: 'store-1',
    channel: { type: 'LIVE', key: 'channel-billing', pgProvider: 'NICEPAY_V2', pgMerchantId: 'nice-1' },
    version: 'V2',
    requestedAt: AT,
    updatedAt: AT,
    statusChangedAt: AT,
    orderName: '턴테이블',
    amount: {
      total,
      taxFree: 0,
      vat,
      supply: total - vat,
      discount: 0,
      paid,
      cancelled,
      cancelledTaxFree: 0,
    },
    currency: 'KRW',
    customer: { id: '7' },
    billingKey: 'billing-key-ok',
  };
  if (status === 'READY') return base;
  if (status === 'FAILED') {
    return { ...base, failedAt: AT, failure: { reason: '잔액 부족', pgCode: '51', pgMessage: '잔액 부족' } };
  }
  if (!SETTLED.includes(status)) return { ...base, pgTxId: `pg-${id}` };
  const cancellations =
    cancelled > 0
      ? [{ id: `c-${id}-1`, status: 'SUCCEEDED' as const, totalAmount: cancelled, reason: '취소' }]
      : [];
  return {
    ...base,
    paidAt: AT,
    pgTxId: `pg-${id}`,
    disputes: [],
    cancellations,
    ...(status === 'PAID' ? {} : { cancelledAt: AT }),
  };
}

/** Gives back `amount` won (all that is left without it), as PortOne's cancel does; the answer to send. */
export function cancelFakePortOnePayment(
  payment: FakePortOnePayment,
  amount: number | undefined,
  reason: string,
): { status: number; body: object } {
  if (!SETTLED.includes(payment.status)) {
    return { status: 409, body: { type: 'PAYMENT_NOT_PAID', message: '결제가 완료되지 않았습니다.' } };
  }
  const left = payment.amount.total - payment.amount.cancelled;
  if (left === 0) {
    return { status: 409, body: { type: 'PAYMENT_ALREADY_CANCELLED', message: '이미 취소된 결제입니다.' } };
  }
  const totalAmount = amount ?? left;
  if (totalAmount > left) {
    return {
      status: 400,
      body: { type: 'CANCEL_AMOUNT_EXCEEDS_CANCELLABLE_AMOUNT', message: '취소 가능 금액을 초과했습니다.' },
    };
  }
  const cancellation = {
    id: `c-${payment.id}-${(payment.cancellations?.length ?? 0) + 1}`,
    status: 'SUCCEEDED' as const,
    totalAmount,
    reason,
  };
  payment.amount.cancelled += totalAmount;
  payment.status = payment.amount.cancelled === payment.amount.total ? 'CANCELLED' : 'PARTIAL_CANCELLED';
  payment.cancelledAt = AT;
  payment.cancellations = [...(payment.cancellations ?? []), cancellation];
  return {
    status: 200,
    body: {
      cancellation: { ...cancellation, taxFreeAmount: 0, vatAmount: 0, requestedAt: AT, cancelledAt: AT },
    },
  };
}
