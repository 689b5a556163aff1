/**
 * Card registration leaves the app (the simulator's card page, or PortOne's on a phone) and comes back to
 * /payments/billAuth with the outcome in the query; `return` says which screen asked for it.
 */
export const BILL_AUTH_RETURNS = {
  checkout: '/purOrders/createProd',
  cards: '/payments/billAuthBillKey',
} as const;
export type BillAuthReturn = keyof typeof BILL_AUTH_RETURNS;

/** Only the known screens; anything else goes back to the saved cards. */
export function billAuthReturnOf(value: string | null): BillAuthReturn {
  return value === 'checkout' ? 'checkout' : 'cards';
}

export type BillAuthResult =
  | { kind: 'start' }
  | { kind: 'fail'; message: string | null }
  | { kind: 'success'; issueId: string; billingKey: string | null };

/**
 * The outcome in the return query: the simulator's `state` (success or fail) with `issue_id` and
 * `billing_key`, or PortOne's redirect with `billingKey`, or `code` and `message` on failure.
 */
export function readBillAuthResult(params: URLSearchParams): BillAuthResult {
  const issueId = params.get('issue_id') ?? params.get('issueId');
  const billingKey = params.get('billing_key') ?? params.get('billingKey');
  const state = params.get('state');
  if (state === 'fail' || params.has('code')) return { kind: 'fail', message: params.get('message') };
  if (state === 'success' || billingKey) {
    // The server registers only a registration it started: without its id there is nothing to confirm.
    if (!issueId) return { kind: 'fail', message: null };
    return { kind: 'success', issueId, billingKey };
  }
  return { kind: 'start' };
}

/** The screen the card page comes back to, under the app's base path (the simulator only allows those). */
export function billAuthReturnPath(basename: string, ret: BillAuthReturn): string {
  return `${basename}/payments/billAuth?return=${ret}`;
}

/** The simulator's card page told where to come back to. */
export function simulatorPageUrl(pageUrl: string, returnPath: string): string {
  const joiner = pageUrl.includes('?') ? '&' : '?';
  return `${pageUrl}${joiner}return_url=${encodeURIComponent(returnPath)}`;
}
