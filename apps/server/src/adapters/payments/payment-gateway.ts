/** A registered card as the provider reports it; the card number only ever arrives masked. */
export type BillingKeyCard = { billingKey: string; cardCode: string; cardNumber: string };

export type BillAuthOutcome =
  | { status: 'issued'; card: BillingKeyCard; raw: Record<string, unknown> }
  | { status: 'failed'; resultmsg: string; raw: Record<string, unknown> };

/**
 * `declined`: the card company said no (nothing was charged). `failed`: an error or no answer, so the charge
 * may or may not have happened; the caller cancels it to be sure.
 */
export type ChargeOutcome =
  | { status: 'paid'; pgTxId: string; raw: Record<string, unknown> }
  | { status: 'declined'; resultcode: string; resultmsg: string; raw: Record<string, unknown> }
  | { status: 'failed'; resultmsg: string; raw: Record<string, unknown> };

export type CancelOutcome = { status: 'cancelled' | 'not_found' | 'failed'; resultmsg: string };

/**
 * A charge as the provider knows it, read back to reconcile after a crash or a timeout. `not_found`: the
 * provider never saw this payment id, so charging it now cannot charge twice.
 */
export type ProviderPayment = {
  status: 'paid' | 'partial_cancelled' | 'cancelled' | 'failed' | 'pending' | 'not_found';
  /** What was charged, in won (0 when not found). */
  amount: number;
  /** What has been given back so far, in won. */
  cancelledAmount: number;
  pgTxId: string | null;
  raw: Record<string, unknown>;
};

export type BillAuthStart = {
  url: string | null;
  portone: {
    store_id: string;
    channel_key: string;
    issue_id: string;
    issue_name: string;
    customer_id: string;
  } | null;
};

export type WebhookEvent = { type: string; paymentId: string | null; billingKey: string | null };

/**
 * Card billing keys and charges behind one interface: PortOne V2 (real) or the built-in test PG (simulator).
 * `paymentId` is our own id of a charge, unique per attempt, so a repeated call cannot charge twice.
 */
export interface PaymentGateway {
  readonly provider: 'simulator' | 'portone';
  /** Starts a card registration for the customer (recorded first, so any instance can confirm it). */
  startBillAuth(input: { issueId: string; userId: number }): Promise<BillAuthStart>;
  /** Reads the registered card from the provider (never from the browser). */
  confirmBillAuth(input: {
    userId: number;
    issueId: string;
    billingKey?: string | undefined;
  }): Promise<BillAuthOutcome>;
  chargeWithBillingKey(input: {
    paymentId: string;
    billingKey: string;
    amount: number;
    orderName: string;
    customerId: string;
  }): Promise<ChargeOutcome>;
  /** Gives back the whole charge, or `amount` won of it (a partial refund). */
  cancelPayment(input: { paymentId: string; reason: string; amount?: number }): Promise<CancelOutcome>;
  /** Reads a charge by our payment id. */
  getPayment(paymentId: string): Promise<ProviderPayment>;
  /** null when the signature does not verify. */
  verifyWebhook(
    body: string,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<WebhookEvent | null>;
}

export const TIMEOUT_MESSAGE = '결제 대행사가 응답하지 않습니다.';
