export const STATE = {
  FAIL: -600,
  ABNORMAL: -500,
  PENDING: -400,
  DISABLE: -100,
  NONE: 2,
  ENABLE: 100,
  PROGRESS: 200,
  NORMAL: 500,
  SUCCESS: 600,
  CANCEL: 700,
} as const;

export type State = (typeof STATE)[keyof typeof STATE];
