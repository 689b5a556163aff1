export const MORPH_TYPE = {
  CARE: 120,
  CONTENT: 150,
  CONTENT_CAT: 170,
  CORP: 190,
  DOC: 200,
  /** Ours: the documents give featured groups no morph id; 230 is used by no other table. */
  FEATD: 230,
  FAV: 240,
  FAV_SYMBOL: 260,
  NOTICE_MSG: 400,
  PAYMENT: 600,
  PROD: 800,
  PROD_CAT: 820,
  PROD_OPT: 824,
  PROD_ORDERER: 830,
  PROD_STOCK: 840,
  STOCK_LOG: 850,
  PUR_ORDER: 870,
  RECORD_CONTRACT: 882,
  RECORD_SUBSC: 890,
  SHIP: 920,
  SUBSC: 960,
  SUBSC_CAT: 970,
  USER: 1060,
} as const;

export type MorphType = (typeof MORPH_TYPE)[keyof typeof MORPH_TYPE];
