export const SUBSC_STATE = {
  ABNORMAL: -500,
  INIT_APPLY: 10,
  INIT_FAIL: 20,
  INIT_CANCEL: 30,
  INIT_REJECT: 40,
  ENABLE: 400,
  PAUSE: 800,
  TERMINATE: 1000,
  CANCEL: 1040,
  CANCEL_LOSS: 1060,
  CANCEL_COLLECT: 1080,
} as const;

export type SubscState = (typeof SUBSC_STATE)[keyof typeof SUBSC_STATE];

// The documents label only these states; the others have no label of their own.
export const SUBSC_STATE_LABEL: Partial<Record<SubscState, string>> = {
  [SUBSC_STATE.ABNORMAL]: '취소종료',
  [SUBSC_STATE.INIT_APPLY]: '신청접수',
  [SUBSC_STATE.INIT_CANCEL]: '신청취소',
  [SUBSC_STATE.ENABLE]: '구독중',
  [SUBSC_STATE.TERMINATE]: '종료',
  [SUBSC_STATE.CANCEL]: '해지',
  [SUBSC_STATE.CANCEL_COLLECT]: '추심해지',
};

// Contract availability compares states in this order (rental-lifecycle.md section 4), which is not the
// numeric order of CANCEL_LOSS and CANCEL_COLLECT.
export const SUBSC_STATE_CONTRACT_ORDER = [
  SUBSC_STATE.INIT_APPLY,
  SUBSC_STATE.ENABLE,
  SUBSC_STATE.CANCEL,
  SUBSC_STATE.CANCEL_COLLECT,
  SUBSC_STATE.CANCEL_LOSS,
] as const;
