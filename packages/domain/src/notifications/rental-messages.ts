import { cartName } from '../cart/cart-name';
import { formatDate } from '../format/date';
import { formatWon } from '../format/money';
import { orderNumber } from '../rental/order-number';
import type { MessageVariables } from './render-message';
import type { MessageKind } from './templates';

/**
 * What the lifecycle engine tells a customer about a rental. Each becomes one template kind and its
 * variables; all are transactional (sent whatever the customer's advertising consent).
 */
export type RentalMessage =
  | { kind: 'shipped'; title: string }
  | { kind: 'installed'; title: string; startAt: Date; stopAt: Date; nextAt: Date | null }
  | { kind: 'receipt'; title: string; round: number; amount: number; paidAt: Date }
  | { kind: 'chargeFailed'; title: string; amount: number; reason: string }
  | { kind: 'unpaidPaid'; title: string; amount: number; interest: number }
  | { kind: 'paused'; title: string; unpaid: number }
  | { kind: 'collection'; title: string; unpaid: number; phone: string }
  | { kind: 'termNotice'; title: string; stopAt: Date; rentalTake: boolean }
  | { kind: 'termEnded'; title: string; pickupAt: Date | null }
  | { kind: 'ownershipTransferred'; title: string }
  | { kind: 'terminationRequested'; title: string; pickupAt: string; estimate: number }
  | { kind: 'terminated'; title: string; penalty: number }
  | { kind: 'lost'; title: string; charge: number }
  | { kind: 'penaltyPaid'; title: string; amount: number }
  | { kind: 'lossPaid'; title: string; amount: number }
  | { kind: 'refunded'; title: string; amount: number };

/** The template and variables of a rental message about rental `subscId`. */
export function rentalMessageVariables(
  message: RentalMessage,
  subscId: number,
): { kind: MessageKind; variables: MessageVariables } {
  const base = { 상품명: message.title, 렌탈번호: String(subscId), 주문번호: orderNumber(subscId) };
  switch (message.kind) {
    case 'shipped':
      return { kind: 'shipped', variables: base };
    case 'installed':
      return {
        kind: 'installed',
        variables: {
          ...base,
          시작일: formatDate(message.startAt),
          만료일: formatDate(message.stopAt),
          // A rental paid in full at checkout has no next round.
          다음결제일: message.nextAt ? formatDate(message.nextAt) : '없음(결제 완료)',
        },
      };
    case 'receipt':
      return {
        kind: 'receipt',
        variables: {
          ...base,
          회차: String(message.round),
          금액: formatWon(message.amount),
          결제일: formatDate(message.paidAt),
        },
      };
    case 'chargeFailed':
      return {
        kind: 'chargeFailed',
        variables: { ...base, 금액: formatWon(message.amount), 사유: message.reason },
      };
    case 'unpaidPaid':
      return {
        kind: 'unpaidPaid',
        variables: { ...base, 금액: formatWon(message.amount), 이자: formatWon(message.interest) },
      };
    case 'paused':
      return { kind: 'paused', variables: { ...base, 미납금액: formatWon(message.unpaid) } };
    case 'collection':
      return {
        kind: 'collection',
        variables: { ...base, 미납금액: formatWon(message.unpaid), 문의전화: message.phone },
      };
    case 'termNotice':
      return {
        kind: message.rentalTake ? 'termNoticeOwn' : 'termNoticePickup',
        variables: { ...base, 만료일: formatDate(message.stopAt) },
      };
    case 'termEnded':
      return message.pickupAt
        ? { kind: 'termEndedPickup', variables: { ...base, 회수일: formatDate(message.pickupAt) } }
        : { kind: 'termEnded', variables: base };
    case 'ownershipTransferred':
      return { kind: 'ownershipTransferred', variables: base };
    case 'terminationRequested':
      return {
        kind: 'terminationRequested',
        variables: { ...base, 회수일: message.pickupAt, 위약금: formatWon(message.estimate) },
      };
    case 'terminated':
      return message.penalty > 0
        ? { kind: 'terminatedPenalty', variables: { ...base, 위약금: formatWon(message.penalty) } }
        : { kind: 'terminated', variables: base };
    case 'lost':
      return message.charge > 0
        ? { kind: 'lostCharge', variables: { ...base, 금액: formatWon(message.charge) } }
        : { kind: 'lost', variables: base };
    case 'penaltyPaid':
      return { kind: 'penaltyPaid', variables: { ...base, 금액: formatWon(message.amount) } };
    case 'lossPaid':
      return { kind: 'lossPaid', variables: { ...base, 금액: formatWon(message.amount) } };
    case 'refunded':
      return { kind: 'refunded', variables: { ...base, 금액: formatWon(message.amount) } };
  }
}

/**
 * The order-complete message of a paid checkout: its rentals (one per ordered item) named as the cart is
 * (첫 상품 외 N개), their order numbers, and the first instalment charged.
 */
export function orderCompleteVariables(
  rentals: readonly { subscId: number; title: string }[],
  amount: number,
): MessageVariables {
  return {
    상품명: cartName(rentals.map((r) => r.title)),
    금액: formatWon(amount),
    주문번호: rentals.map((r) => orderNumber(r.subscId)).join(', '),
  };
}
