import {
  ADDRESS_INPUT_MESSAGE,
  ADDRESS_SAVE_MESSAGE,
  AGREEMENT_MESSAGE,
  PAYMENT_CARD_MESSAGE,
} from '@shop/domain/validation/checkout';
import { describe, expect, it } from 'vitest';
import { setGroupTicks } from './agreements/agreement-ticks';
import { type PayCheckInput, payCheck } from './pay-check';

const groups = [
  { key: 'subsc', docIds: [1, 2] },
  { key: 'privacy', docIds: [3] },
];
const allTicked = groups.reduce((ticks, group) => setGroupTicks(ticks, group, true), {});
const emptyForm = { name: '', tel: '', addr: '', addr_desc: '' };
const ready: PayCheckInput = {
  mode: 'book',
  spotId: 7,
  form: emptyForm,
  cardId: 3,
  ticks: allTicked,
  groups,
};

describe('the pay button checks, in order', () => {
  it('passes when an address is picked, a card chosen and both groups ticked', () => {
    expect(payCheck(ready)).toBeNull();
  });

  it('1. asks for the address first, focusing the first empty field of the form', () => {
    const nothing = { ...ready, mode: 'new' as const, cardId: null, ticks: {} };
    expect(payCheck(nothing)).toEqual({ field: 'name', message: ADDRESS_INPUT_MESSAGE });
    const form = { name: '김소리', tel: '01012345678', addr: '', addr_desc: '' };
    expect(payCheck({ ...nothing, form })).toEqual({ field: 'addr', message: ADDRESS_INPUT_MESSAGE });
    expect(payCheck({ ...nothing, form: { ...form, addr: '서울 마포구 1' } })).toEqual({
      field: 'addr_desc',
      message: ADDRESS_INPUT_MESSAGE,
    });
  });

  it('1. a complete but unsaved form asks to save the address, even with an entry picked before', () => {
    const form = { name: '김소리', tel: '01012345678', addr: '서울 마포구 1', addr_desc: '101호' };
    expect(payCheck({ ...ready, mode: 'new', form })).toEqual({ field: null, message: ADDRESS_SAVE_MESSAGE });
    expect(payCheck({ ...ready, spotId: null, form })).toEqual({
      field: null,
      message: ADDRESS_SAVE_MESSAGE,
    });
  });

  it('2. then the card: 결제수단을 선택해주세요.', () => {
    expect(payCheck({ ...ready, cardId: null, ticks: {} })).toEqual({
      field: 'card',
      message: PAYMENT_CARD_MESSAGE,
    });
  });

  it('3. then both agreement groups fully ticked: 약관에 동의해주세요.', () => {
    const oneGroup = setGroupTicks({}, groups[0]!, true);
    expect(payCheck({ ...ready, ticks: oneGroup })).toEqual({
      field: 'agreements',
      message: AGREEMENT_MESSAGE,
    });
  });
});
