import { describe, expect, it } from 'vitest';
import { prod as fixture, pictureAtt } from '../../cart/prod-detail-fixture';
import { prodPageMeta } from './prod-page-meta';

const prod = {
  ...fixture,
  title: 'TT-3',
  cost_subsc: 19_900,
  cost_subsc_months: 48,
  discounts: [{ id: 1, title: '할인', type_val: 'COST' as const, val: 2_000 }],
  atts: [pictureAtt(8, 2), pictureAtt(7, 1)],
};

describe('a product page’s head (decision 035)', () => {
  it('names the product and its maker, and the price a card shows with the term it is for', () => {
    expect(prodPageMeta(prod)).toEqual({
      title: 'TT-3 | 소리담',
      description: '온음 TT-3 월 17,900원~ (48개월 기준), 소리담에서 월 구독으로 렌탈하세요.',
      image: pictureAtt(7, 1).url,
      type: 'product',
    });
  });

  it('does not say the maker twice when the title already starts with it', () => {
    expect(prodPageMeta({ ...prod, title: '온음 TT-3' }).description).toBe(
      '온음 TT-3 월 17,900원~ (48개월 기준), 소리담에서 월 구독으로 렌탈하세요.',
    );
  });

  it('says no price for a product with no fee, and no maker or picture it does not have', () => {
    const bare = { ...prod, corp_maker: null, cost_subsc: null, cost_subsc_months: null, atts: [] };
    expect(prodPageMeta(bare)).toEqual({
      title: 'TT-3 | 소리담',
      description: 'TT-3, 소리담에서 월 구독으로 렌탈하세요.',
      image: null,
      type: 'product',
    });
  });
});
