import { describe, expect, it } from 'vitest';
import {
  ADDRESS_REQUIRED_MESSAGE,
  addressEntryError,
  SPOT_DELETE_CONFIRM_MESSAGE,
  SPOT_FORM_REQUIRED_FIELDS,
} from './address-entry';
import {
  ADDRESS_INPUT_MESSAGE,
  ADDRESS_SAVE_MESSAGE,
  AGREEMENT_MESSAGE,
  addCardError,
  checkoutError,
  PAYMENT_CARD_MESSAGE,
} from './checkout';
import { NOT_INSTALLABLE_REGION_MESSAGE } from './installable-region';
import {
  ACCESSORY_ALONE_MESSAGE,
  CART_ADD_LIMIT_MESSAGE,
  CART_SELECT_LIMIT_MESSAGE,
  LOGIN_REQUIRED_MESSAGE,
  ORDER_EMPTY_MESSAGE,
  orderCreateError,
} from './order-create';
import { clampQuantity, isValidQuantity, OUT_OF_STOCK_MESSAGE, SOLD_OUT_OPTION_MESSAGE } from './quantity';

const entry = {
  name: '김민수',
  tel: '01012345678',
  addr_code: '06236',
  addr: '서울 강남구 테헤란로 1',
  addr_desc: '101호',
};

describe('address entry', () => {
  it('uses the exact messages', () => {
    expect(ADDRESS_REQUIRED_MESSAGE).toBe('필수 입력 사항입니다.');
    expect(SPOT_DELETE_CONFIRM_MESSAGE).toBe('정말 삭제하시겠습니까?');
  });

  it('requires all five fields at checkout and four in the address book', () => {
    expect(addressEntryError(entry)).toBeNull();
    expect(addressEntryError({ ...entry, addr_desc: '' })).toEqual({
      field: 'addr_desc',
      message: ADDRESS_REQUIRED_MESSAGE,
    });
    expect(addressEntryError({ ...entry, addr_desc: '' }, SPOT_FORM_REQUIRED_FIELDS)).toBeNull();
  });

  it('refuses an address outside the installable region', () => {
    expect(addressEntryError({ ...entry, addr: '부산 해운대구 1' })).toEqual({
      field: 'addr',
      message: NOT_INSTALLABLE_REGION_MESSAGE,
    });
  });
});

describe('checkout pay button', () => {
  const ready = {
    spotId: 1,
    addressForm: { name: '', tel: '', addr: '', addr_desc: '' },
    cardId: 2,
    agreementsComplete: true,
  };

  it('uses the exact messages', () => {
    expect([ADDRESS_INPUT_MESSAGE, ADDRESS_SAVE_MESSAGE, PAYMENT_CARD_MESSAGE, AGREEMENT_MESSAGE]).toEqual([
      '주소를 입력해주세요',
      '주소를 저장해주세요',
      '결제수단을 선택해주세요.',
      '약관에 동의해주세요.',
    ]);
  });

  it('checks address, then card, then agreements', () => {
    expect(checkoutError(ready)).toBeNull();
    expect(checkoutError({ ...ready, spotId: null })).toEqual({
      field: 'name',
      message: ADDRESS_INPUT_MESSAGE,
    });
    expect(
      checkoutError({
        ...ready,
        spotId: null,
        addressForm: { name: '김', tel: '010', addr: '서울', addr_desc: '' },
      }),
    ).toEqual({ field: 'addr_desc', message: ADDRESS_INPUT_MESSAGE });
    expect(
      checkoutError({
        ...ready,
        spotId: null,
        addressForm: { name: '김', tel: '010', addr: '서울', addr_desc: '1' },
      }),
    ).toEqual({ field: null, message: ADDRESS_SAVE_MESSAGE });
    expect(checkoutError({ ...ready, cardId: null, agreementsComplete: false })).toEqual({
      field: 'card',
      message: PAYMENT_CARD_MESSAGE,
    });
    expect(checkoutError({ ...ready, agreementsComplete: false })).toEqual({
      field: 'agreements',
      message: AGREEMENT_MESSAGE,
    });
  });

  it('needs a saved address before adding a card', () => {
    expect(addCardError(null)).toBe(ADDRESS_SAVE_MESSAGE);
    expect(addCardError(3)).toBeNull();
  });
});

describe('order creation', () => {
  it('needs an item, a login and something besides accessories', () => {
    expect(ORDER_EMPTY_MESSAGE).toBe('장바구니 혹은 상품이 없습니다.');
    expect(LOGIN_REQUIRED_MESSAGE).toBe('로그인이 필요합니다. 로그인 페이지로 이동합니다.');
    expect(ACCESSORY_ALONE_MESSAGE).toBe('액세서리 상품은 단독으로 구독할 수 없습니다.');
    expect(CART_SELECT_LIMIT_MESSAGE).toBe('상품은 최대 10개까지 선택할 수 있습니다.');
    expect(CART_ADD_LIMIT_MESSAGE).toBe('장바구니에 더 이상 담을 수 없습니다.');
    expect(orderCreateError({ selectedCount: 0, loggedIn: false, hasNonAccessory: false })).toBe(
      ORDER_EMPTY_MESSAGE,
    );
    expect(orderCreateError({ selectedCount: 1, loggedIn: false, hasNonAccessory: true })).toBe(
      LOGIN_REQUIRED_MESSAGE,
    );
    expect(orderCreateError({ selectedCount: 1, loggedIn: true, hasNonAccessory: false })).toBe(
      ACCESSORY_ALONE_MESSAGE,
    );
    expect(orderCreateError({ selectedCount: 1, loggedIn: true, hasNonAccessory: true })).toBeNull();
  });
});

describe('quantity', () => {
  it('stays between 1 and the available stock in whole steps', () => {
    expect(SOLD_OUT_OPTION_MESSAGE).toBe('품절된 옵션입니다.');
    expect(OUT_OF_STOCK_MESSAGE).toBe('재고가 없습니다.');
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(7, 5)).toBe(5);
    expect(clampQuantity(2.7, 5)).toBe(2);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
    expect(isValidQuantity(1, 5)).toBe(true);
    expect(isValidQuantity(5, 5)).toBe(true);
    expect(isValidQuantity(6, 5)).toBe(false);
    expect(isValidQuantity(0, 5)).toBe(false);
    expect(isValidQuantity(1.5, 5)).toBe(false);
  });
});
