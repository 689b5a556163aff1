import type { ProdSummary } from '@shop/domain/api/catalog';
import { describe, expect, it } from 'vitest';
import { prodCardView } from './prod-card-view';

const prod: ProdSummary = {
  id: 1,
  title: '리니어 턴테이블 LT-1',
  type_conn: 200,
  type_stock: 100,
  state: 100,
  state_provide: 100,
  prod_cat_id: 1,
  prod_cat_title: '턴테이블',
  corp_maker_id: 1,
  corp_maker: { id: 1, title: '오디오랩' },
  cost: 890000,
  cost_subsc: 24900,
  cost_subsc_months: 48,
  subsc_cat_id: 1,
  atts: [
    { id: 2, type: 100, role: 'prod', url: '/files/b.png', width: 600, height: 600, sort: 2 },
    { id: 1, type: 100, role: 'prod', url: '/files/a.png', width: 600, height: 600, sort: 1 },
  ],
  prod_opts: [
    { id: 1, type: 100, title: '블랙', cost: 0, selected: true, val: '#111111', atts: [] },
    { id: 2, type: 200, title: '24개월', cost: 0, selected: false, val: '24', atts: [] },
  ],
  discounts: [{ id: 1, title: '봄 할인', type_val: 'RATE', val: 10 }],
  discount_ctr: 1,
};

describe('prodCardView', () => {
  it('picks the first image, maker, monthly price, colours and the discount note', () => {
    const view = prodCardView(prod);
    expect(view.image?.url).toBe('/files/a.png');
    expect(view.maker).toBe('오디오랩');
    // The lowest price after the discount (10 % of 24,900 is 2,490), as a starting price, and its term.
    expect(view.price).toMatchObject({
      text: '월 22,410원~',
      listText: '정가 월 24,900원',
      basis: '48개월 기준',
    });
    expect(view.colours.map((c) => c.val)).toEqual(['#111111']);
    expect(view.discounted).toBe(true);
  });

  it('says the term of an undiscounted price too', () => {
    const view = prodCardView({ ...prod, cost_subsc: 17900, cost_subsc_months: 36, discounts: [] });
    expect(view.price).toMatchObject({ text: '월 17,900원~', listText: null, basis: '36개월 기준' });
  });

  it('copes with no price, no maker and no images', () => {
    const view = prodCardView({
      ...prod,
      cost_subsc: null,
      cost_subsc_months: null,
      corp_maker: null,
      atts: [],
      discounts: [],
    });
    expect(view).toMatchObject({ image: null, maker: '', price: null, discounted: false });
  });
});
