import { describe, expect, it } from 'vitest';
import { MORPH_TYPE } from './morph-type';

describe('morph type ids', () => {
  it('pin every id', () => {
    expect(MORPH_TYPE).toEqual({
      CARE: 120,
      CONTENT: 150,
      CONTENT_CAT: 170,
      CORP: 190,
      DOC: 200,
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
    });
  });
});
