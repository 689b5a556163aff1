import type { Payment } from '@portone/server-sdk';
import type { ProviderPayment } from './payment-gateway';

const STATUSES: Record<string, ProviderPayment['status']> = {
  PAID: 'paid',
  PARTIAL_CANCELLED: 'partial_cancelled',
  CANCELLED: 'cancelled',
  FAILED: 'failed',
  READY: 'pending',
  PENDING: 'pending',
  PAY_PENDING: 'pending',
  VIRTUAL_ACCOUNT_ISSUED: 'pending',
};

/**
 * PortOne's payment as the gateway reports it. A status this SDK does not know yet reads as pending: not
 * settled as far as we can tell, so the caller looks again later rather than acting on a guess.
 */
export function toProviderPayment(payment: Payment.Payment): ProviderPayment {
  const amount = 'amount' in payment ? payment.amount : null;
  const status = String(payment.status);
  return {
    status: STATUSES[status] ?? 'pending',
    amount: amount?.total ?? 0,
    cancelledAmount: amount?.cancelled ?? 0,
    pgTxId: ('pgTxId' in payment ? payment.pgTxId : undefined) ?? null,
    raw: {
      status,
      ...('failure' in payment ? { failure: payment.failure } : {}),
    },
  };
}
