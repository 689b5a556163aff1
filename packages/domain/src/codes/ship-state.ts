export const SHIP_STATE = {
  NONE: 2,
  RESERVATION: 100,
  CANCEL: 200,
  PROGRESS: 300,
  DONE: 1000,
} as const;

export type ShipState = (typeof SHIP_STATE)[keyof typeof SHIP_STATE];
