export const SPOT_STATE = {
  NONE: 2,
  DEFAULT: 100,
} as const;

export type SpotState = (typeof SPOT_STATE)[keyof typeof SPOT_STATE];
