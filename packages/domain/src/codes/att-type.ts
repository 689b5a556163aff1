export const ATT_TYPE = {
  IMG: 100,
  THUMB: 120,
} as const;

export type AttType = (typeof ATT_TYPE)[keyof typeof ATT_TYPE];
