import { describe, expect, it } from 'vitest';
import { CART_STATE } from './cart-state';
import { STATE } from './generic-state';
import { PAYMENT_STATE, PAYMENT_STATE_LABEL, paymentStateTitle } from './payment-state';
import { PAYMENT_TYPE } from './payment-type';
import { PROD_CAT_STATE } from './prod-cat-state';
import { PROVIDE_TYPE } from './provide-type';
import { PUR_ORDER_STATE } from './pur-order-state';
import { SHIP_STATE } from './ship-state';
import { SPOT_STATE } from './spot-state';
import { STATE_PROVIDE, STATE_PROVIDE_LABEL } from './state-provide';
import { STOCK_STATE } from './stock-state';
import { STOCK_TRADE_TYPE } from './stock-trade-type';
import { TAG_STATE } from './tag-state';
import { TYPE_STOCK } from './type-stock';
import { USER_TYPE } from './user-type';

describe('state code tables', () => {
  it('pin the generic state and user type values', () => {
    expect(STATE).toEqual({
      FAIL: -600,
      ABNORMAL: -500,
      PENDING: -400,
      DISABLE: -100,
      NONE: 2,
      ENABLE: 100,
      PROGRESS: 200,
      NORMAL: 500,
      SUCCESS: 600,
      CANCEL: 700,
    });
    expect(USER_TYPE).toEqual({ DEV: 10, ADMIN: 100, OPERATOR: 200, SHIP: 300, CUSTOMER: 400 });
  });

  it('pin the payment, order, provide and ship values', () => {
    expect(PAYMENT_STATE).toEqual({
      BILL_AUTH_FAIL: -620,
      BILL_AUTH_SUCCESS: 620,
      BILL_SUCCESS: 640,
      BILL_FAIL: -640,
    });
    expect(PAYMENT_STATE_LABEL).toEqual({
      620: '카드 등록 완료',
      [-620]: '카드 등록 실패',
      640: '결제 완료',
      [-640]: '결제 실패',
      [-400]: '결제 진행중',
    });
    expect(paymentStateTitle(640)).toBe('결제 완료');
    expect(paymentStateTitle(-640)).toBe('결제 실패');
    expect(paymentStateTitle(0)).toBe('결제 진행중');
    expect(PAYMENT_TYPE).toEqual({ BILL: 300, BILL_AUTH: 310 });
    expect(PUR_ORDER_STATE).toEqual({ BILL_UNPAID: 220, BILL_UNPAID_CANCEL: 240, BILL_SUCCESS: 640 });
    expect(PROVIDE_TYPE).toEqual({ SUBSC_BILL_REFUND: 320, SUBSC_CANCEL: 600 });
    expect(SHIP_STATE).toEqual({ NONE: 2, RESERVATION: 100, CANCEL: 200, PROGRESS: 300, DONE: 1000 });
  });

  it('pin the catalogue, stock, cart and address states', () => {
    expect(SPOT_STATE).toEqual({ NONE: 2, DEFAULT: 100 });
    expect(CART_STATE).toEqual({ DISABLE: -100, ENABLE: 100 });
    expect(TAG_STATE).toEqual({ DISABLE: -100, ENABLE: 100 });
    expect(PROD_CAT_STATE).toEqual({ VISIBLE: 100, HIDDEN: 200 });
    expect(TYPE_STOCK).toEqual({ NONE: 2, STOCK: 100 });
    expect(STOCK_STATE).toEqual({
      DISABLE: -100,
      ENABLE: 100,
      BROKEN: 200,
      SCRAP: 300,
      LOST: 400,
      CARE: 500,
    });
    expect(STOCK_TRADE_TYPE).toEqual({ NONE: 2, SELL: 200, RENTAL_TAKE: 400, MULTI: 600 });
    expect(STATE_PROVIDE).toEqual({ ENABLE: 100, DISCONTINUED: -100 });
    expect(STATE_PROVIDE_LABEL).toEqual({ [-100]: '단종' });
  });
});
