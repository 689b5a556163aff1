import { STATE } from '../codes/generic-state';
import { PAYMENT_STATE } from '../codes/payment-state';
import { formatWon } from '../format/money';
import { type StateFacts, toState } from '../machine/state-facts';
import { moverOf, type Transition } from '../machine/transition';

/** A charge: pending while the provider is asked, then paid or failed; refunds are kept beside it. */
export type PaymentFacts = StateFacts;

type PaymentTransition = Transition<PaymentFacts, PaymentFacts>;

/** Who may settle a pending charge, either way, and the refusal once it is no longer pending. */
const settlesPending = {
  actors: ['customer', 'engine', 'staff'],
  allowed: (f: PaymentFacts) => f.state === STATE.PENDING,
  refusal: '진행 중인 결제가 아닙니다.',
} as const;

export const PAYMENT_TRANSITIONS = {
  paid: { name: 'paid', label: '결제 완료', ...settlesPending, next: toState(PAYMENT_STATE.BILL_SUCCESS) },
  failed: { name: 'failed', label: '결제 실패', ...settlesPending, next: toState(PAYMENT_STATE.BILL_FAIL) },
} as const satisfies Record<string, PaymentTransition>;

export type PaymentTransitionName = keyof typeof PAYMENT_TRANSITIONS;

export const movePayment = moverOf(PAYMENT_TRANSITIONS);

export const REFUND_NOT_PAID_MESSAGE = '결제가 완료된 건만 환불할 수 있습니다.';
export const REFUND_AMOUNT_MESSAGE = '환불 금액을 확인해 주세요.';

/**
 * Whether `amount` may be refunded on a charge that already gave back `refunded` (settled or pending):
 * only a paid charge, a whole positive amount, never more than what is left. The Korean refusal or null.
 */
export function refundRefusal(
  payment: { state: number; cost: number },
  refunded: number,
  amount: number,
): string | null {
  if (payment.state !== PAYMENT_STATE.BILL_SUCCESS) return REFUND_NOT_PAID_MESSAGE;
  if (!Number.isInteger(amount) || amount <= 0) return REFUND_AMOUNT_MESSAGE;
  const left = payment.cost - refunded;
  if (amount > left) return refundOverLeftMessage(left);
  return null;
}

/** An amount above what the charge has left to give back: staff are told how much that is. */
export const refundOverLeftMessage = (left: number): string =>
  left > 0 ? `환불할 수 있는 금액은 ${formatWon(left)}입니다.` : '이미 전액 환불된 결제입니다.';
