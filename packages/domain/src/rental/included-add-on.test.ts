import { describe, expect, it } from 'vitest';
import { includedAddOnLine } from './included-add-on';

describe('includedAddOnLine', () => {
  it('names the add-on and its part of the monthly fee, as included', () => {
    expect(includedAddOnLine({ title: 'RCA 케이블', cost: 3000 })).toEqual({
      label: '추가 상품 RCA 케이블',
      amount: '포함 3,000원',
    });
  });
});
