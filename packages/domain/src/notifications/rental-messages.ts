import { formatDate } from '../format/date';
import { formatWon } from '../format/money';

/**
 * What the lifecycle engine tells a customer about a rental, as Korean title and text with the link to the
 * screen the message is about. Transactional messages: sent whatever the customer's advertising consent.
 */
export type RentalMessage =
  | { kind: 'receipt'; title: string; round: number; amount: number; paidAt: Date }
  | { kind: 'chargeFailed'; title: string; amount: number; reason: string }
  | { kind: 'unpaidPaid'; title: string; amount: number; interest: number }
  | { kind: 'paused'; title: string; unpaid: number }
  | { kind: 'collection'; title: string; unpaid: number; phone: string }
  | { kind: 'termNotice'; title: string; stopAt: Date; rentalTake: boolean }
  | { kind: 'termEnded'; title: string; pickupAt: Date | null }
  | { kind: 'ownershipTransferred'; title: string }
  | { kind: 'terminated'; title: string; penalty: number }
  | { kind: 'penaltyPaid'; title: string; amount: number }
  | { kind: 'refunded'; title: string; amount: number };

export type RenderedMessage = { title: string; content: string };

/** Renders a rental message; `link` is the address of the rental (its detail or its retry). */
export function renderRentalMessage(message: RentalMessage, link: string): RenderedMessage {
  const t = message.title;
  switch (message.kind) {
    case 'receipt':
      return {
        title: `[소리담] ${t} ${message.round}회차 결제 완료`,
        content: `${t} ${message.round}회차 요금 ${formatWon(message.amount)}이 ${formatDate(message.paidAt)}에 결제되었습니다.\n청구 내역: ${link}`,
      };
    case 'chargeFailed':
      return {
        title: `[소리담] ${t} 결제 실패 안내`,
        content: `${t}의 정기 결제 ${formatWon(message.amount)}이 결제되지 않았습니다 (${message.reason}).\n결제 카드를 확인하신 뒤 아래에서 다시 결제해 주세요. 미납 금액에는 1%의 연체 이자가 붙습니다.\n다시 결제하기: ${link}`,
      };
    case 'unpaidPaid':
      return {
        title: `[소리담] ${t} 미납 요금 결제 완료`,
        content: `미납 요금 ${formatWon(message.amount)}(연체 이자 ${formatWon(message.interest)} 포함)이 결제되었습니다. 감사합니다.\n렌탈 상세: ${link}`,
      };
    case 'paused':
      return {
        title: `[소리담] ${t} 렌탈 일시 중지 안내`,
        content: `정기 결제가 계속 실패하여 ${t} 렌탈이 미납중 상태가 되었습니다. 미납 금액 ${formatWon(message.unpaid)}을 결제하시면 바로 렌탈이 재개됩니다.\n다시 결제하기: ${link}`,
      };
    case 'collection':
      return {
        title: `[소리담] ${t} 채권추심 이관 안내`,
        content: `3개월 이상 미납되어 ${t} 렌탈이 해지되고 미납 금액 ${formatWon(message.unpaid)}이 채권추심 기관으로 이관되었습니다. 문의: ${message.phone}\n렌탈 상세: ${link}`,
      };
    case 'termNotice':
      return {
        title: `[소리담] ${t} 약정 만료 예정 안내`,
        content: message.rentalTake
          ? `${t}의 약정 기간이 ${formatDate(message.stopAt)}에 끝납니다. 마지막 회차까지 결제되면 제품은 고객님 소유가 됩니다.\n렌탈 상세: ${link}`
          : `${t}의 약정 기간이 ${formatDate(message.stopAt)}에 끝납니다. 만료 후 제품 회수를 위해 연락드리겠습니다.\n렌탈 상세: ${link}`,
      };
    case 'termEnded':
      return {
        title: `[소리담] ${t} 약정 만료 및 회수 안내`,
        content: `${t}의 약정 기간이 끝났습니다. 더 이상 요금이 청구되지 않습니다.${message.pickupAt ? ` 제품 회수 예정일은 ${formatDate(message.pickupAt)}입니다.` : ''}\n렌탈 상세: ${link}`,
      };
    case 'ownershipTransferred':
      return {
        title: `[소리담] ${t} 소유권 이전 안내`,
        content: `${t}의 약정 기간이 끝나 제품이 고객님 소유가 되었습니다. 그동안 이용해 주셔서 감사합니다.\n렌탈 상세: ${link}`,
      };
    case 'terminated':
      return {
        title: `[소리담] ${t} 해지 완료 안내`,
        content:
          message.penalty > 0
            ? `${t} 렌탈이 해지되었습니다. 위약금 ${formatWon(message.penalty)}이 등록된 카드로 청구됩니다.\n렌탈 상세: ${link}`
            : `${t} 렌탈이 해지되었습니다. 위약금은 없습니다.\n렌탈 상세: ${link}`,
      };
    case 'penaltyPaid':
      return {
        title: `[소리담] ${t} 위약금 결제 완료`,
        content: `해지 위약금 ${formatWon(message.amount)}이 결제되었습니다. 그동안 이용해 주셔서 감사합니다.\n청구 내역: ${link}`,
      };
    case 'refunded':
      return {
        title: `[소리담] ${t} 환불 완료`,
        content: `${formatWon(message.amount)}이 결제하신 카드로 환불되었습니다. 카드사에 따라 3~7영업일이 걸릴 수 있습니다.\n렌탈 상세: ${link}`,
      };
  }
}
