import { randomBytes } from 'node:crypto';
import { isCardExpiryCurrent, maskCardNumber, passesLuhn } from '@shop/domain/checkout/card-mask';
import type { BillAuthOutcome, ChargeOutcome, PaymentGateway } from './payment-gateway';

/** How a test card behaves when charged. */
type Behaviour = 'ok' | 'decline' | 'limit' | 'hang';

/**
 * The documented test cards of the simulator (docs/decisions/010-checkout-unit-of-work.md). Every card that
 * passes the Luhn check registers; these decide what a charge does. Other cards approve as BC (11).
 */
export const SIM_TEST_CARDS: Record<string, { issuer: string; behaviour: Behaviour; note: string }> = {
  '4242424242424242': { issuer: '14', behaviour: 'ok', note: '신한, 승인' },
  '5555555555554444': { issuer: '06', behaviour: 'ok', note: '국민, 승인' },
  '4000000000000002': { issuer: '12', behaviour: 'decline', note: '삼성, 잔액 부족으로 거절' },
  '4000000000009995': { issuer: '04', behaviour: 'limit', note: '현대, 한도 초과로 거절' },
  '4000000000000119': { issuer: '03', behaviour: 'hang', note: '롯데, 결제 대행사 무응답' },
};

export type SimCardForm = { card_number: string; expiry: string; birth: string; pwd_2digit: string };
export type SimCharge = {
  payment_id: string;
  amount: number;
  billing_key: string;
  status: 'paid' | 'declined' | 'cancelled' | 'pending';
};

type Issue = {
  userId: number;
  result: { ok: true; billingKey: string } | { ok: false; resultmsg: string } | null;
};

/** Billing keys carry their behaviour, issuer and masked ends, so the simulator keeps no card at all. */
const KEY_PATTERN = /^sim_(ok|decline|limit|hang)_(\d{2})_(\d{4})_(\d{4})_[a-f0-9]{16}$/;

function seoulMonth(now: Date) {
  const seoul = new Date(now.getTime() + 9 * 3600_000);
  return { year: seoul.getUTCFullYear(), month: seoul.getUTCMonth() + 1 };
}

/** The card page's check of what was typed; on success a billing key, never the number, comes back. */
export function issueSimBillingKey(
  form: SimCardForm,
  now = new Date(),
): { billingKey: string } | { resultmsg: string } {
  const number = form.card_number.replace(/[^0-9]/g, '');
  if (number.length !== 16 || !passesLuhn(number)) return { resultmsg: '카드번호가 올바르지 않습니다.' };
  if (!isCardExpiryCurrent(form.expiry, seoulMonth(now)))
    return { resultmsg: '유효기간이 올바르지 않습니다.' };
  if (!/^\d{6}$/.test(form.birth) && !/^\d{10}$/.test(form.birth)) {
    return { resultmsg: '생년월일 6자리(법인은 사업자번호 10자리)를 입력해주세요.' };
  }
  if (!/^\d{2}$/.test(form.pwd_2digit)) return { resultmsg: '카드 비밀번호 앞 2자리를 입력해주세요.' };
  const card = SIM_TEST_CARDS[number] ?? { issuer: '11', behaviour: 'ok' as const };
  const key = `sim_${card.behaviour}_${card.issuer}_${number.slice(0, 4)}_${number.slice(-4)}_${randomBytes(8).toString('hex')}`;
  return { billingKey: key };
}

/**
 * The built-in test PG: a card page served by this server issues billing keys; charges follow the test
 * card's behaviour. Charges and cancellations are kept in memory, like a PG's console, for tests and
 * development (one instance only; the simulator is refused on live).
 */
export function createSimulatorGateway(options: { pagePath: string; hangMs: number }) {
  const issues = new Map<string, Issue>();
  const charges: SimCharge[] = [];
  const cancelled = new Set<string>();

  const gateway: PaymentGateway & {
    charges: SimCharge[];
    completeIssue(
      issueId: string,
      form: SimCardForm,
    ): { ok: boolean; billingKey?: string; resultmsg?: string } | null;
  } = {
    provider: 'simulator',
    charges,
    startBillAuth({ issueId, userId }) {
      issues.set(issueId, { userId, result: null });
      return { url: `${options.pagePath}?issue_id=${encodeURIComponent(issueId)}`, portone: null };
    },

    completeIssue(issueId, form) {
      const issue = issues.get(issueId);
      if (!issue || issue.result?.ok) return null;
      const outcome = issueSimBillingKey(form);
      issue.result =
        'billingKey' in outcome
          ? { ok: true, billingKey: outcome.billingKey }
          : { ok: false, resultmsg: outcome.resultmsg };
      return 'billingKey' in outcome
        ? { ok: true, billingKey: outcome.billingKey }
        : { ok: false, resultmsg: outcome.resultmsg };
    },

    async confirmBillAuth({ userId, billingKey, issueId }): Promise<BillAuthOutcome> {
      let key = billingKey;
      if (issueId) {
        const issue = issues.get(issueId);
        if (!issue || issue.userId !== userId)
          return { status: 'failed', resultmsg: '카드 등록 요청을 찾을 수 없습니다.', raw: {} };
        if (!issue.result)
          return { status: 'failed', resultmsg: '카드 등록이 완료되지 않았습니다.', raw: {} };
        if (!issue.result.ok) return { status: 'failed', resultmsg: issue.result.resultmsg, raw: {} };
        if (key && key !== issue.result.billingKey)
          return { status: 'failed', resultmsg: '카드 등록 정보가 일치하지 않습니다.', raw: {} };
        key = issue.result.billingKey;
      }
      const match = key ? KEY_PATTERN.exec(key) : null;
      if (!key || !match) return { status: 'failed', resultmsg: '빌링키를 찾을 수 없습니다.', raw: {} };
      return {
        status: 'issued',
        card: {
          billingKey: key,
          cardCode: match[2]!,
          cardNumber: maskCardNumber(`${match[3]}********${match[4]}`),
        },
        raw: { simulated: true },
      };
    },

    async chargeWithBillingKey({ paymentId, billingKey, amount }): Promise<ChargeOutcome> {
      const behaviour = KEY_PATTERN.exec(billingKey)?.[1] as Behaviour | undefined;
      if (!behaviour)
        return {
          status: 'declined',
          resultcode: 'NOT_FOUND',
          resultmsg: '빌링키를 찾을 수 없습니다.',
          raw: {},
        };
      if (charges.some((c) => c.payment_id === paymentId && c.status === 'paid')) {
        return {
          status: 'declined',
          resultcode: 'ALREADY_PAID',
          resultmsg: '이미 결제된 건입니다.',
          raw: {},
        };
      }
      const charge: SimCharge = { payment_id: paymentId, amount, billing_key: billingKey, status: 'pending' };
      charges.push(charge);
      if (behaviour === 'decline' || behaviour === 'limit') {
        charge.status = 'declined';
        const [resultcode, resultmsg] = behaviour === 'decline' ? ['51', '잔액 부족'] : ['61', '한도 초과'];
        return { status: 'declined', resultcode, resultmsg, raw: { resultcode, resultmsg } };
      }
      if (behaviour === 'hang') {
        // The worst case of a real PG: no answer in time, and the charge lands afterwards anyway.
        await new Promise((resolve) => setTimeout(resolve, options.hangMs).unref());
        charge.status = cancelled.has(paymentId) ? 'cancelled' : 'paid';
        return { status: 'paid', pgTxId: `sim_tx_${paymentId}`, raw: {} };
      }
      charge.status = 'paid';
      return {
        status: 'paid',
        pgTxId: `sim_tx_${paymentId}`,
        raw: { resultcode: '00', resultmsg: '정상 승인' },
      };
    },

    async cancelPayment({ paymentId }) {
      cancelled.add(paymentId);
      const charge = charges.find((c) => c.payment_id === paymentId && c.status !== 'declined');
      if (!charge) return { status: 'not_found', resultmsg: '결제 건이 없습니다.' };
      if (charge.status === 'paid') charge.status = 'cancelled';
      return { status: 'cancelled', resultmsg: '' };
    },

    async verifyWebhook() {
      return null;
    },
  };
  return gateway;
}

export type SimulatorGateway = ReturnType<typeof createSimulatorGateway>;
