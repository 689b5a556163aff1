import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { simPgIssues } from '../../db/schema';
import type { BillAuthOutcome, PaymentGateway } from './payment-gateway';
import { issueSimBillingKey, readSimBillingKey, type SimCardForm } from './simulator-cards';
import { createSimCharges, type SimCharge, type SimChargeOptions } from './simulator-charges';

export type SimIssueResult = { ok: true; billingKey: string } | { ok: false; resultmsg: string };

export type SimulatorGateway = PaymentGateway & {
  /** The card page's POST; null when the registration is unknown or already done. */
  completeIssue(issueId: string, form: SimCardForm): Promise<SimIssueResult | null>;
  /** The PG console: every charge, newest first. */
  listCharges(): Promise<SimCharge[]>;
};

const failed = (resultmsg: string): BillAuthOutcome => ({ status: 'failed', resultmsg, raw: {} });

/**
 * The built-in test PG: a card page served by this server issues billing keys; charges follow the test
 * card's behaviour. Registrations and charges are kept in the database like a PG's console, so a restart
 * or a second instance loses nothing (the simulator is refused on live).
 */
export function createSimulatorGateway(
  options: { db: Db; pagePath: string } & SimChargeOptions,
): SimulatorGateway {
  const { db } = options;
  const charges = createSimCharges(db, options);
  async function readIssue(issueId: string) {
    const [issue] = await db.select().from(simPgIssues).where(eq(simPgIssues.issueId, issueId));
    return issue;
  }

  return {
    provider: 'simulator',

    async startBillAuth({ issueId, userId }) {
      await db.insert(simPgIssues).values({ issueId, userId });
      return { url: `${options.pagePath}?issue_id=${encodeURIComponent(issueId)}`, portone: null };
    },

    async completeIssue(issueId, form) {
      const issue = await readIssue(issueId);
      if (!issue || issue.billingKey) return null;
      const outcome = issueSimBillingKey(form);
      const result: SimIssueResult =
        'billingKey' in outcome
          ? { ok: true, billingKey: outcome.billingKey }
          : { ok: false, resultmsg: outcome.resultmsg };
      const [saved] = await db
        .update(simPgIssues)
        .set(result.ok ? { billingKey: result.billingKey, resultmsg: null } : { resultmsg: result.resultmsg })
        // A card registered meanwhile (a second submit) is kept.
        .where(and(eq(simPgIssues.issueId, issueId), isNull(simPgIssues.billingKey)))
        .returning({ issueId: simPgIssues.issueId });
      return saved ? result : null;
    },

    async confirmBillAuth({ userId, billingKey, issueId }): Promise<BillAuthOutcome> {
      // Only the key the card page issued for this customer's registration counts, never one sent alone.
      const issue = await readIssue(issueId);
      if (!issue || issue.userId !== userId) return failed('카드 등록 요청을 찾을 수 없습니다.');
      if (!issue.billingKey && !issue.resultmsg) return failed('카드 등록이 완료되지 않았습니다.');
      if (!issue.billingKey) return failed(issue.resultmsg!);
      if (billingKey && billingKey !== issue.billingKey) return failed('카드 등록 정보가 일치하지 않습니다.');
      const read = readSimBillingKey(issue.billingKey);
      if (!read) return failed('빌링키를 찾을 수 없습니다.');
      return { status: 'issued', card: read.card, raw: { simulated: true } };
    },

    chargeWithBillingKey: charges.charge,
    cancelPayment: charges.cancel,
    getPayment: charges.get,
    listCharges: charges.list,

    async verifyWebhook() {
      return null;
    },
  };
}
