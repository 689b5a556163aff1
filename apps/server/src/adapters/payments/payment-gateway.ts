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
  startBillAuth(input: { issueId: string; userId: number }): BillAuthStart;
  /** Reads the registered card from the provider (never from the browser). */
  confirmBillAuth(input: { userId: number; billingKey?: string; issueId?: string }): Promise<BillAuthOutcome>;
  chargeWithBillingKey(input: {
    paymentId: string;
    billingKey: string;
    amount: number;
    orderName: string;
    customerId: string;
  }): Promise<ChargeOutcome>;
  cancelPayment(input: { paymentId: string; reason: string }): Promise<CancelOutcome>;
  /** null when the signature does not verify. */
  verifyWebhook(
    body: string,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<WebhookEvent | null>;
}

export const TIMEOUT_MESSAGE = '결제 대행사가 응답하지 않습니다.';
