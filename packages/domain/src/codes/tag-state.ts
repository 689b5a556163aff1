export const TAG_STATE = {
  DISABLE: -100,
  ENABLE: 100,
} as const;

export type TagState = (typeof TAG_STATE)[keyof typeof TAG_STATE];
