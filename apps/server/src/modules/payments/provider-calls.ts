import {
  type CancelOutcome,
  type ChargeOutcome,
  type PaymentGateway,
  TIMEOUT_MESSAGE,
} from '../../adapters/payments/payment-gateway';

/** The provider calls whose failure must not stop the step that makes them: it is recorded instead. */

/**
 * A billing-key charge that always settles within `ms`: no answer in time or a provider error is a failed
 * outcome, whose fate the caller treats as unknown (and cancels). The charge itself may still land later.
 */
export function chargeWithinTimeout(
  gateway: PaymentGateway,
  input: Parameters<PaymentGateway['chargeWithBillingKey']>[0],
  ms: number,
): Promise<ChargeOutcome> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<ChargeOutcome>((resolve) => {
    timer = setTimeout(
      () => resolve({ status: 'failed', resultmsg: TIMEOUT_MESSAGE, raw: { timeout: ms } }),
      ms,
    );
  });
  const charge = gateway.chargeWithBillingKey(input).catch(
    (error): ChargeOutcome => ({
      status: 'failed',
      resultmsg: '결제 대행사 오류',
      raw: { error: String(error) },
    }),
  );
  return Promise.race([charge, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Cancels a charge at the provider, whole or `amount` won of it; a provider error is a failed outcome
 * carrying the error's text.
 */
export function cancelCharge(
  gateway: PaymentGateway,
  paymentId: string,
  reason: string,
  amount?: number,
): Promise<CancelOutcome> {
  return gateway
    .cancelPayment(amount === undefined ? { paymentId, reason } : { paymentId, reason, amount })
    .catch((error: unknown): CancelOutcome => ({ status: 'failed', resultmsg: String(error) }));
}
