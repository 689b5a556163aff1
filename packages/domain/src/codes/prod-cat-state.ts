export const PROD_CAT_STATE = {
  VISIBLE: 100,
  HIDDEN: 200,
} as const;

export type ProdCatState = (typeof PROD_CAT_STATE)[keyof typeof PROD_CAT_STATE];
