import { createHash } from 'node:crypto';
import { and, desc, eq, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { simPgCharges } from '../../db/schema';
import type { CancelOutcome, ChargeOutcome, PaymentGateway, ProviderPayment } from './payment-gateway';
import { type Behaviour, readSimBillingKey } from './simulator-cards';

export type SimChargeOptions = {
  /** How long a 'hang' card keeps the caller waiting before its charge lands. */
  hangMs: number;
  /** Every charge's answer time, standing in for a real PG (the benchmark uses 300). */
  latencyMs?: number;
  /** The share (0..1) of charge attempts on approving cards that are declined for insufficient funds. */
  declineRate?: number;
  /** The share (0..1) of approving billing keys whose card went bad after its first charge. */
  badCardRate?: number;
};

/** The test PG's console view of one charge. */
export type SimCharge = {
  payment_id: string;
  amount: number;
  billing_key: string;
  status: SimChargeRow['status'];
  cancelled_amount: number;
};

type SimChargeRow = typeof simPgCharges.$inferSelect;
type Decline = { resultcode: string; resultmsg: string };

const INSUFFICIENT_FUNDS: Decline = { resultcode: '51', resultmsg: '잔액 부족' };
const OVER_LIMIT: Decline = { resultcode: '61', resultmsg: '한도 초과' };
const NOT_FOUND_MESSAGE = '결제 건이 없습니다.';

const PROVIDER_STATUS: Record<SimChargeRow['status'], ProviderPayment['status']> = {
  pending: 'pending',
  paid: 'paid',
  declined: 'failed',
  cancelled: 'cancelled',
  partial_cancelled: 'partial_cancelled',
};

/** A stable draw in [0, 1) for a name: the same name always draws the same, a new name is a new draw. */
export function simDraw(name: string): number {
  return createHash('sha256').update(name).digest().readUInt32BE(0) / 2 ** 32;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

const pgTxIdOf = (paymentId: string) => `sim_tx_${paymentId}`;

/**
 * The test PG's books of charges, in `sim_pg_charges`: the payment id is the primary key, so one id is
 * charged once however many instances or concurrent calls ask.
 */
export function createSimCharges(db: Db, options: SimChargeOptions) {
  const { hangMs, latencyMs = 0, declineRate = 0, badCardRate = 0 } = options;

  const byId = (paymentId: string) => eq(simPgCharges.paymentId, paymentId);

  async function approvedBefore(billingKey: string, paymentId: string): Promise<boolean> {
    const [other] = await db
      .select({ paymentId: simPgCharges.paymentId })
      .from(simPgCharges)
      .where(
        and(
          eq(simPgCharges.billingKey, billingKey),
          ne(simPgCharges.paymentId, paymentId),
          isNotNull(simPgCharges.paidAt),
        ),
      )
      .limit(1);
    return Boolean(other);
  }

  /** Why the card company says no, or null when it approves. */
  async function declineOf(behaviour: Behaviour, paymentId: string, billingKey: string) {
    if (behaviour === 'decline') return INSUFFICIENT_FUNDS;
    if (behaviour === 'limit') return OVER_LIMIT;
    if (behaviour !== 'ok') return null;
    if (simDraw(`charge:${paymentId}`) < declineRate) return INSUFFICIENT_FUNDS;
    // A card that went bad after registration: approved once (refunded or not), refused ever after.
    if (simDraw(`card:${billingKey}`) < badCardRate && (await approvedBefore(billingKey, paymentId)))
      return OVER_LIMIT;
    return null;
  }

  async function answerRepeat(paymentId: string): Promise<ChargeOutcome> {
    const [row] = await db.select().from(simPgCharges).where(byId(paymentId));
    // A repeat answers from the row: declined stays declined, pending is unknown yet, anything else was paid.
    if (!row || row.status === 'pending') {
      return { status: 'failed', resultmsg: '결제가 진행 중입니다.', raw: { status: row?.status ?? null } };
    }
    if (row.status === 'declined') {
      const behaviour = readSimBillingKey(row.billingKey)?.behaviour ?? 'decline';
      const decline = (await declineOf(behaviour, paymentId, row.billingKey)) ?? INSUFFICIENT_FUNDS;
      return { status: 'declined', ...decline, raw: { ...decline } };
    }
    return { status: 'declined', resultcode: 'ALREADY_PAID', resultmsg: '이미 결제된 건입니다.', raw: {} };
  }

  const charge: PaymentGateway['chargeWithBillingKey'] = async ({ paymentId, billingKey, amount }) => {
    const key = readSimBillingKey(billingKey);
    if (!key) {
      return {
        status: 'declined',
        resultcode: 'NOT_FOUND',
        resultmsg: '빌링키를 찾을 수 없습니다.',
        raw: {},
      };
    }
    const settled = (status: 'paid' | 'declined') => ({
      status,
      updatedAt: new Date(),
      ...(status === 'paid' ? { pgTxId: pgTxIdOf(paymentId), paidAt: new Date() } : {}),
    });
    const declined = (decline: Decline): ChargeOutcome => ({
      status: 'declined',
      ...decline,
      raw: { ...decline },
    });
    const approved: ChargeOutcome = {
      status: 'paid',
      pgTxId: pgTxIdOf(paymentId),
      raw: { resultcode: '00', resultmsg: '정상 승인' },
    };
    const record = (values: Partial<typeof simPgCharges.$inferInsert>) =>
      db
        .insert(simPgCharges)
        .values({ paymentId, billingKey, amount, status: 'pending', ...values })
        .onConflictDoNothing()
        .returning({ paymentId: simPgCharges.paymentId });

    if (latencyMs === 0 && key.behaviour !== 'hang') {
      // Answered at once: no moment when a cancel could come first, so the charge is written settled.
      const decline = await declineOf(key.behaviour, paymentId, billingKey);
      const [created] = await record(settled(decline ? 'declined' : 'paid'));
      if (!created) return answerRepeat(paymentId);
      return decline ? declined(decline) : approved;
    }

    const [created] = await record({});
    if (!created) return answerRepeat(paymentId);
    if (latencyMs > 0) await wait(latencyMs);

    const decline = await declineOf(key.behaviour, paymentId, billingKey);
    // Only a pending row is settled here: a cancel that came first keeps the charge cancelled.
    const settle = (status: 'paid' | 'declined') =>
      db
        .update(simPgCharges)
        .set(settled(status))
        .where(and(byId(paymentId), eq(simPgCharges.status, 'pending')));
    if (decline) {
      await settle('declined');
      return declined(decline);
    }
    if (key.behaviour === 'hang') {
      // The worst case of a real PG: no answer in time, and the charge lands afterwards anyway.
      await wait(hangMs);
      await settle('paid');
      return { status: 'paid', pgTxId: pgTxIdOf(paymentId), raw: {} };
    }
    await settle('paid');
    return approved;
  };

  const cancel: PaymentGateway['cancelPayment'] = ({ paymentId, amount }) =>
    db.transaction(async (tx): Promise<CancelOutcome> => {
      const [row] = await tx.select().from(simPgCharges).where(byId(paymentId)).for('update');
      if (!row || row.status === 'declined') return { status: 'not_found', resultmsg: NOT_FOUND_MESSAGE };
      const left = row.amount - row.cancelledAmount;
      if (row.status === 'pending') {
        if (amount !== undefined)
          return { status: 'failed', resultmsg: '승인되지 않은 결제는 부분 취소할 수 없습니다.' };
        // Cancelled before it lands: the approval, when it comes, finds it cancelled and charges nothing.
        await tx
          .update(simPgCharges)
          .set({ status: 'cancelled', cancelledAmount: row.amount, updatedAt: new Date() })
          .where(byId(paymentId));
        return { status: 'cancelled', resultmsg: '' };
      }
      // Cancelling all of a charge already given back is a harmless repeat.
      if (amount === undefined && left === 0) return { status: 'cancelled', resultmsg: '' };
      const refund = amount ?? left;
      if (!Number.isInteger(refund) || refund <= 0)
        return { status: 'failed', resultmsg: '취소 금액이 올바르지 않습니다.' };
      if (refund > left) return { status: 'failed', resultmsg: '취소할 수 있는 금액을 넘었습니다.' };
      const cancelledAmount = row.cancelledAmount + refund;
      await tx
        .update(simPgCharges)
        .set({
          cancelledAmount,
          status: cancelledAmount === row.amount ? 'cancelled' : 'partial_cancelled',
          updatedAt: new Date(),
        })
        .where(byId(paymentId));
      return { status: 'cancelled', resultmsg: '' };
    });

  const get: PaymentGateway['getPayment'] = async (paymentId) => {
    const [row] = await db.select().from(simPgCharges).where(byId(paymentId));
    if (!row) return { status: 'not_found', amount: 0, cancelledAmount: 0, pgTxId: null, raw: {} };
    return {
      status: PROVIDER_STATUS[row.status],
      amount: row.amount,
      cancelledAmount: row.cancelledAmount,
      pgTxId: row.pgTxId,
      raw: { status: row.status },
    };
  };

  /** Every charge, newest first: the PG console. */
  async function list(): Promise<SimCharge[]> {
    const rows = await db
      .select()
      .from(simPgCharges)
      .orderBy(desc(simPgCharges.createdAt), desc(simPgCharges.paymentId));
    return rows.map((row) => ({
      payment_id: row.paymentId,
      amount: row.amount,
      billing_key: row.billingKey,
      status: row.status,
      cancelled_amount: row.cancelledAmount,
    }));
  }

  return { charge, cancel, get, list };
}
