export const PROD_CONN_TYPE = {
  DEFAULT: 100,
  OPTION: 200,
} as const;

export type ProdConnType = (typeof PROD_CONN_TYPE)[keyof typeof PROD_CONN_TYPE];
