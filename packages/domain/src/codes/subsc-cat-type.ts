export const SUBSC_CAT_TYPE = {
  RENTAL_TAKE: 400,
  MULTI: 600,
} as const;

export type SubscCatType = (typeof SUBSC_CAT_TYPE)[keyof typeof SUBSC_CAT_TYPE];

export const SUBSC_CAT_OPT_TYPE = {
  DURATION: 200,
} as const;

export type SubscCatOptType = (typeof SUBSC_CAT_OPT_TYPE)[keyof typeof SUBSC_CAT_OPT_TYPE];
