import { STATE } from '../codes/generic-state';
import { PAYMENT_STATE } from '../codes/payment-state';
import { type Actor, attempt, type Outcome, type Transition } from '../machine/transition';

/** A charge: pending while the provider is asked, then paid or failed; refunds are kept beside it. */
export type PaymentFacts = { state: number };

type PaymentTransition = Transition<PaymentFacts, PaymentFacts>;

const to = (state: number) => (): PaymentFacts => ({ state });

export const PAYMENT_TRANSITIONS = {
  paid: {
    name: 'paid',
    label: '결제 완료',
    actors: ['customer', 'engine', 'staff'],
    allowed: (f) => f.state === STATE.PENDING,
    refusal: '진행 중인 결제가 아닙니다.',
    next: to(PAYMENT_STATE.BILL_SUCCESS),
  },
  failed: {
    name: 'failed',
    label: '결제 실패',
    actors: ['customer', 'engine', 'staff'],
    allowed: (f) => f.state === STATE.PENDING,
    refusal: '진행 중인 결제가 아닙니다.',
    next: to(PAYMENT_STATE.BILL_FAIL),
  },
} as const satisfies Record<string, PaymentTransition>;

export type PaymentTransitionName = keyof typeof PAYMENT_TRANSITIONS;

export function movePayment(
  name: PaymentTransitionName,
  facts: PaymentFacts,
  actor: Actor,
): Outcome<PaymentFacts> {
  return attempt<PaymentFacts, PaymentFacts>(PAYMENT_TRANSITIONS[name], facts, actor);
}

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
  if (!Number.isInteger(amount) || amount <= 0 || amount > payment.cost - refunded)
    return REFUND_AMOUNT_MESSAGE;
  return null;
}
