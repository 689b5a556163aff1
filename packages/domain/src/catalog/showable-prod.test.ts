import { describe, expect, it } from 'vitest';
import { STATE_PROVIDE } from '../codes/state-provide';
import { TYPE_CONN } from '../codes/type-conn';
import { TYPE_STOCK } from '../codes/type-stock';
import { type ShowableFacts, showableMissing, showableProblem } from './showable-prod';

const complete: ShowableFacts = {
  type_conn: TYPE_CONN.OPTION,
  type_stock: TYPE_STOCK.STOCK,
  state_provide: STATE_PROVIDE.ENABLE,
  default_fees: 4,
  pictures: 3,
  colours_with_units: 1,
};

describe('a product staff may make visible', () => {
  it('takes one with a fee, a picture and a colour with units', () => {
    expect(showableMissing(complete)).toEqual([]);
    expect(showableProblem(complete)).toBeNull();
    expect(showableProblem({ ...complete, default_fees: 1, pictures: 1 })).toBeNull();
  });

  it('refuses a just-created one, naming everything it lacks', () => {
    const empty = { ...complete, default_fees: 0, pictures: 0, colours_with_units: 0 };
    expect(showableMissing(empty)).toEqual(['fees', 'units', 'pictures']);
    expect(showableProblem(empty)).toBe(
      '노출하려면 먼저 넣어 주세요: 쇼핑몰 기본 구독 유형의 월 렌탈료, 재고가 있는 색상, 상품 사진.',
    );
  });

  it('names each missing part alone', () => {
    expect(showableProblem({ ...complete, default_fees: 0 })).toBe(
      '노출하려면 먼저 넣어 주세요: 쇼핑몰 기본 구독 유형의 월 렌탈료.',
    );
    expect(showableMissing({ ...complete, pictures: 0 })).toEqual(['pictures']);
    expect(showableMissing({ ...complete, colours_with_units: 0 })).toEqual(['units']);
  });

  it('asks no units of an untracked product, a package or a discontinued one', () => {
    const none = { ...complete, colours_with_units: 0 };
    expect(showableMissing({ ...none, type_stock: TYPE_STOCK.NONE })).toEqual([]);
    expect(showableMissing({ ...none, type_conn: TYPE_CONN.PACKAGE })).toEqual([]);
    expect(showableMissing({ ...none, state_provide: STATE_PROVIDE.DISCONTINUED })).toEqual([]);
    // Fees and a picture it still needs.
    expect(showableMissing({ ...none, type_stock: TYPE_STOCK.NONE, default_fees: 0, pictures: 0 })).toEqual([
      'fees',
      'pictures',
    ]);
  });
});
