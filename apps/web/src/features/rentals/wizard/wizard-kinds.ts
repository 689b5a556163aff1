import type { SubscStates } from '@shop/domain/rental/gates';
import { mayCancelOrder, mayTerminate, TERMINATION_NOT_ALLOWED_MESSAGE } from '@shop/domain/rental/gates';
import type { CancelKind } from '../api/get-cancel-estimate';

export type WizardKind = {
  kind: CancelKind;
  title: string;
  gate: (subsc: SubscStates) => boolean;
  refusal: string;
  /** The survey's heading; the termination keeps the survey's own title (해지 사유). */
  surveyTitle?: string;
  /** The confirmation sheet's question and its confirm button. */
  confirmTitle: string;
  submitLabel: string;
  resultTitle: string;
  resultText: string;
};

/** The labels and the gate of each wizard; the steps are the same (wizard-steps.ts). */
export const WIZARD_KINDS: Record<CancelKind, WizardKind> = {
  'init-cancel': {
    kind: 'init-cancel',
    title: '주문 취소',
    gate: mayCancelOrder,
    refusal: '주문을 취소할 수 없습니다.',
    surveyTitle: '취소 사유',
    confirmTitle: '주문을 취소할까요?',
    submitLabel: '주문 취소하기',
    resultTitle: '주문이 취소되었습니다.',
    resultText: '결제하신 첫 달 렌탈료는 결제하신 카드로 환불됩니다.',
  },
  cancel: {
    kind: 'cancel',
    title: '렌탈 해지',
    gate: mayTerminate,
    refusal: TERMINATION_NOT_ALLOWED_MESSAGE,
    confirmTitle: '렌탈 해지를 신청할까요?',
    submitLabel: '해지 신청하기',
    resultTitle: '해지 신청이 접수되었습니다.',
    resultText: '회수 희망일에 맞춰 기사님이 방문합니다. 위약금은 상품 회수 후 확정됩니다.',
  },
};
