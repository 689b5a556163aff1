import { SUBSC_STATE } from '../codes/subsc-state';
import { SUBSC_STATE_REQ } from '../codes/subsc-state-req';
import { RETURN_STEP_REQS } from './pickup-under-way';

export type TooltipColour = 'green' | 'red' | 'gray';
export type StateTooltip = { message: string; colour: TooltipColour };

export const TOOLTIP = {
  APPLIED: { message: '렌탈 신청이 접수되었습니다.', colour: 'green' },
  ASSIGNING_INSTALLER: { message: '선택하신 날짜에 맞춰 설치기사를 배정하고 있습니다.', colour: 'green' },
  DELIVERING: { message: '설치를 위해 상품을 배송하고 있습니다.', colour: 'green' },
  INSTALLED: { message: '설치가 완료되었습니다.', colour: 'green' },
  INIT_ENDED: { message: '렌탈 신청이 취소되었습니다.', colour: 'gray' },
  INIT_FAILED: { message: '결제가 완료되지 않아 렌탈 신청이 취소되었습니다.', colour: 'red' },
  INIT_REJECTED: {
    message: '렌탈 신청이 반려되었습니다. 자세한 내용은 고객센터로 문의해 주세요.',
    colour: 'red',
  },
  RENTING: { message: '렌탈 중입니다.', colour: 'green' },
  BILLING_PROBLEM: { message: '정기 결제에 문제가 있습니다. 결제 카드를 확인해 주세요.', colour: 'red' },
  PAUSED: { message: '미납으로 렌탈이 일시 중지되었습니다.', colour: 'red' },
  CANCELLED: { message: '렌탈이 해지되었습니다.', colour: 'gray' },
  CANCELLED_LOSS: { message: '분실로 렌탈이 해지되었습니다.', colour: 'gray' },
  CANCELLED_COLLECT: { message: '미납으로 채권추심 후 렌탈이 해지되었습니다.', colour: 'red' },
  TERMINATED: { message: '렌탈 기간이 끝났습니다.', colour: 'gray' },
  RETURN_PENDING: { message: '렌탈 기간이 끝나 제품 회수를 준비하고 있습니다.', colour: 'gray' },
  TAKEN_OVER: { message: '렌탈 기간이 끝나 제품이 고객님 소유가 되었습니다.', colour: 'gray' },
  CANCEL_REQUESTED: { message: '해지 요청이 접수되었습니다.', colour: 'red' },
  CANCEL_ASSIGNED: { message: '상품 회수 기사가 배정되었습니다.', colour: 'red' },
  CANCEL_WITHDRAWN: { message: '해지 요청이 취소되어 렌탈이 계속됩니다.', colour: 'green' },
  CANCEL_PROGRESS: { message: '상품을 회수하고 있습니다.', colour: 'red' },
  CANCEL_CHECK: { message: '회수한 상품을 점검하고 있습니다.', colour: 'red' },
  CANCEL_COMPLETE: { message: '해지 절차가 완료되었습니다.', colour: 'gray' },
} as const satisfies Record<string, StateTooltip>;

const CANCEL_STEP: Partial<Record<number, StateTooltip>> = {
  [SUBSC_STATE_REQ.CANCEL]: TOOLTIP.CANCEL_REQUESTED,
  [SUBSC_STATE_REQ.CANCEL_ASSIGN]: TOOLTIP.CANCEL_ASSIGNED,
  [SUBSC_STATE_REQ.CANCEL_CANCEL]: TOOLTIP.CANCEL_WITHDRAWN,
  [SUBSC_STATE_REQ.CANCEL_PROGRESS]: TOOLTIP.CANCEL_PROGRESS,
  [SUBSC_STATE_REQ.CANCEL_CHECK]: TOOLTIP.CANCEL_CHECK,
  [SUBSC_STATE_REQ.CANCEL_COMPLETE]: TOOLTIP.CANCEL_COMPLETE,
};

function initApplyTooltip(stateReq: number, hasStartDate: boolean): StateTooltip {
  switch (stateReq) {
    case SUBSC_STATE_REQ.INIT_APPLY_INIT:
      return hasStartDate ? TOOLTIP.ASSIGNING_INSTALLER : TOOLTIP.APPLIED;
    case SUBSC_STATE_REQ.SET_ASSIGN:
    case SUBSC_STATE_REQ.SET_PROGRESS:
      return TOOLTIP.DELIVERING;
    case SUBSC_STATE_REQ.SET_COMPLETE:
      return TOOLTIP.INSTALLED;
    default:
      return TOOLTIP.APPLIED;
  }
}

/** An ended term: the product is being collected, became the customer's (rental-take), or is back. */
function terminatedTooltip(stateReq: number): StateTooltip {
  if (stateReq === SUBSC_STATE_REQ.TERMINATE) return TOOLTIP.TAKEN_OVER;
  if (RETURN_STEP_REQS.includes(stateReq)) return TOOLTIP.RETURN_PENDING;
  return TOOLTIP.TERMINATED;
}

/** The tooltip beside a rental's state: what it means and its colour. */
export function stateTooltip(entry: {
  state: number;
  state_req: number;
  start_at?: string | Date | null;
  unpaidCount: number;
}): StateTooltip {
  switch (entry.state) {
    case SUBSC_STATE.INIT_APPLY:
      return initApplyTooltip(entry.state_req, Boolean(entry.start_at));
    case SUBSC_STATE.ENABLE:
      return (
        CANCEL_STEP[entry.state_req] ?? (entry.unpaidCount > 0 ? TOOLTIP.BILLING_PROBLEM : TOOLTIP.RENTING)
      );
    case SUBSC_STATE.PAUSE:
      return TOOLTIP.PAUSED;
    case SUBSC_STATE.CANCEL:
      return TOOLTIP.CANCELLED;
    case SUBSC_STATE.CANCEL_LOSS:
      return TOOLTIP.CANCELLED_LOSS;
    case SUBSC_STATE.CANCEL_COLLECT:
      return TOOLTIP.CANCELLED_COLLECT;
    case SUBSC_STATE.TERMINATE:
      return terminatedTooltip(entry.state_req);
    // An order that ended before it began: its payment failed, the shop refused it, or it was cancelled.
    case SUBSC_STATE.INIT_FAIL:
      return TOOLTIP.INIT_FAILED;
    case SUBSC_STATE.INIT_REJECT:
      return TOOLTIP.INIT_REJECTED;
    default:
      return TOOLTIP.INIT_ENDED;
  }
}
