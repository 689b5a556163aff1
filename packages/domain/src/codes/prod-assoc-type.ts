export const PROD_ASSOC_TYPE = {
  RELATED: 100,
  RECOMMEND: 200,
} as const;

export type ProdAssocType = (typeof PROD_ASSOC_TYPE)[keyof typeof PROD_ASSOC_TYPE];
