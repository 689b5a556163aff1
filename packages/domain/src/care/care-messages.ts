import { CARE_STATE, CARE_STATE_LABEL, type CareState } from '../codes/care-state';
import { formatDate } from '../format/date';
import { formatWon } from '../format/money';
import type { MessageVariables } from '../notifications/render-message';
import type { MessageKind } from '../notifications/templates';

/**
 * What the customer is told about an AS request. Each becomes one template kind and its variables; all are
 * transactional. `product` is the product's own name: the templates add "A/S 신청(접수번호 …)" themselves.
 */
export type CareMessage =
  | { kind: 'careUpdate'; state: number }
  | { kind: 'careVisit'; visitDate: string }
  | { kind: 'careRepaired'; amount: number }
  | { kind: 'carePaid'; amount: number; paidAt: Date }
  | { kind: 'careVisitConfirmed'; visitDate: string };

/** The template and variables of a message about request `careId` for `product`. */
export function careMessageVariables(
  message: CareMessage,
  about: { product: string; careId: number },
): { kind: MessageKind; variables: MessageVariables } {
  const base = { 상품명: about.product || '제품', 접수번호: String(about.careId) };
  switch (message.kind) {
    case 'careUpdate':
      return {
        kind: 'careUpdate',
        variables: { ...base, 단계: CARE_STATE_LABEL[message.state as CareState] ?? '' },
      };
    case 'careVisit':
      return { kind: 'careVisit', variables: { ...base, 방문일: message.visitDate } };
    case 'careRepaired':
      return message.amount > 0
        ? { kind: 'careRepaired', variables: { ...base, 금액: formatWon(message.amount) } }
        : { kind: 'careRepairedFree', variables: base };
    case 'carePaid':
      return {
        kind: 'carePaid',
        variables: { ...base, 금액: formatWon(message.amount), 결제일: formatDate(message.paidAt) },
      };
    case 'careVisitConfirmed':
      return { kind: 'careVisitConfirmed', variables: { ...base, 방문일: message.visitDate } };
  }
}

/**
 * The message a staff move from state `from` to `to` sends: the visit day when one was booked, the amount
 * due when the repair is finished (a 0원 quote: a free repair), else the step the customer's screen now
 * shows. Nothing when that step reads as before (수리 접수 and 수리 시작 are both 수리중) or has no label.
 */
export function careStaffMoveMessage(
  from: number,
  to: number,
  facts: { visitDate: string | null; quoteAmount: number | null },
): CareMessage | null {
  if (facts.visitDate) return { kind: 'careVisit', visitDate: facts.visitDate };
  if (to === CARE_STATE.CHECK_COMPLETE && facts.quoteAmount !== null) {
    return { kind: 'careRepaired', amount: facts.quoteAmount };
  }
  const step = CARE_STATE_LABEL[to as CareState];
  if (!step || step === CARE_STATE_LABEL[from as CareState]) return null;
  return { kind: 'careUpdate', state: to };
}
