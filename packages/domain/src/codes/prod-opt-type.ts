export const PROD_OPT_TYPE = {
  COLOR: 100,
  DURATION: 200,
  GRADE: 300,
} as const;

export type ProdOptType = (typeof PROD_OPT_TYPE)[keyof typeof PROD_OPT_TYPE];
