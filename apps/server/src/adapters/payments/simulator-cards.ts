import { randomBytes } from 'node:crypto';
import { isCardExpiryCurrent, maskCardNumber, passesLuhn } from '@shop/domain/checkout/card-mask';
import type { BillingKeyCard } from './payment-gateway';

/** How a test card behaves when charged. */
export type Behaviour = 'ok' | 'decline' | 'limit' | 'hang';

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

/** Billing keys carry their behaviour, issuer and masked ends, so the simulator keeps no card at all. */
const KEY_PATTERN = /^sim_(ok|decline|limit|hang)_(\d{2})_(\d{4})_(\d{4})_[a-f0-9]{16}$/;

/** What a simulator billing key says of its card; null for a key the simulator never issued. */
export function readSimBillingKey(billingKey: string): { behaviour: Behaviour; card: BillingKeyCard } | null {
  const match = KEY_PATTERN.exec(billingKey);
  if (!match) return null;
  return {
    behaviour: match[1] as Behaviour,
    card: { billingKey, cardCode: match[2]!, cardNumber: maskCardNumber(`${match[3]}********${match[4]}`) },
  };
}

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
