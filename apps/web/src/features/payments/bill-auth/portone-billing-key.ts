import type { BillAuthStart } from '../api/post-bill-auth';

export type PortOneIssue = NonNullable<BillAuthStart['portone']>;
export type PortOneOutcome =
  | { kind: 'issued'; billingKey: string }
  | { kind: 'fail' }
  /** The phone left for the card company's page and will come back to the redirect URL. */
  | { kind: 'redirected' };

/** PortOne's browser SDK `requestIssueBillingKey` with the server's arguments (loaded only when used). */
export async function issueWithPortOne(issue: PortOneIssue, redirectUrl: string): Promise<PortOneOutcome> {
  const PortOne = await import('@portone/browser-sdk/v2');
  const response = await PortOne.requestIssueBillingKey({
    storeId: issue.store_id,
    channelKey: issue.channel_key,
    billingKeyMethod: 'CARD',
    issueId: issue.issue_id,
    issueName: issue.issue_name,
    customer: { customerId: issue.customer_id },
    redirectUrl,
  });
  if (!response) return { kind: 'redirected' };
  if (response.code !== undefined || !response.billingKey) return { kind: 'fail' };
  return { kind: 'issued', billingKey: response.billingKey };
}
