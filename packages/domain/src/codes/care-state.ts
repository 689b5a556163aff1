export const CARE_STATE = {
  UNSET: 200,
  UNSET_CANCEL: 220,
  UNSET_ASSIGN: 240,
  UNSET_SHIP: 250,
  UNSET_COMPLETE: 260,
  CHECK_ASSIGN: 300,
  CHECK: 320,
  CHECK_COMPLETE: 340,
  CHECK_PAYMENT: 360,
  SET: 390,
  SET_ASSIGN: 400,
  SET_SHIP: 420,
  SET_COMPLETE: 440,
  DONE: 1000,
} as const;

export type CareState = (typeof CARE_STATE)[keyof typeof CARE_STATE];

// CHECK_PAYMENT and SET have no label in the documents.
export const CARE_STATE_LABEL: Partial<Record<CareState, string>> = {
  [CARE_STATE.UNSET]: 'AS요청',
  [CARE_STATE.UNSET_CANCEL]: '철회',
  [CARE_STATE.UNSET_ASSIGN]: '배정중',
  [CARE_STATE.UNSET_SHIP]: '방문중',
  [CARE_STATE.UNSET_COMPLETE]: '방문완료',
  [CARE_STATE.CHECK_ASSIGN]: '수리중',
  [CARE_STATE.CHECK]: '수리중',
  [CARE_STATE.CHECK_COMPLETE]: '수리완료',
  [CARE_STATE.SET_ASSIGN]: '재설치 준비중',
  [CARE_STATE.SET_SHIP]: '재설치 배송중',
  [CARE_STATE.SET_COMPLETE]: '재설치 완료',
  [CARE_STATE.DONE]: 'AS종료',
};
