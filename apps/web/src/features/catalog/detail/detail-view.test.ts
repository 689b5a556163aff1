import type { ProdDetail } from '@shop/domain/api/catalog';
import { defaultSelection } from '@shop/domain/catalog/prod-selection';
import { describe, expect, it } from 'vitest';
import { pictureAtt } from '../../cart/prod-detail-fixture';
import {
  addToCartBlocker,
  availabilityLabel,
  breadcrumb,
  costView,
  galleryImages,
  manualsPath,
  prodImages,
} from './detail-view';

const att = (id: number, sort: number) => ({
  id,
  type: 100,
  role: 'prod',
  url: `/${id}.svg`,
  width: 800,
  height: 800,
  sort,
});

const prod = {
  id: 2,
  title: 'TT-3',
  type_conn: 200,
  type_stock: 100,
  state: 100,
  state_provide: 100,
  prod_cat_id: 1,
  prod_cat_title: '턴테이블',
  corp_maker_id: 3,
  atts: [att(2, 2), att(1, 1)],
  prod_opts: [{ id: 4, type: 100, title: '블랙', val: '#000', cost: 0, selected: true, atts: [] }],
  prod_stocks_qty_color: [{ prod_id: 2, prod_opt_type_color_id: 4, count: 3, countAvail: 3 }],
  prod_conns_pkg: [],
  prod_conns_conns: [],
  discounts: [],
  subsc_cat: null,
} as unknown as ProdDetail;

describe('the gallery', () => {
  const colours = {
    ...prod,
    prod_opts: [
      { id: 4, type: 100, title: '블랙', val: '#000', cost: 0, selected: true, atts: [pictureAtt(118, 1)] },
      {
        id: 6,
        type: 100,
        title: '월넛',
        val: '#7a4e2d',
        cost: 2000,
        selected: false,
        atts: [pictureAtt(120, 1)],
      },
      { id: 7, type: 100, title: '실버', val: '#ccc', cost: 0, selected: false, atts: [] },
    ],
  } as unknown as ProdDetail;

  it('is the product’s pictures for the colour the page opened with', () => {
    expect(galleryImages(colours, 4, 4).map((a) => a.id)).toEqual([1, 2]);
    expect(galleryImages(colours, null, null).map((a) => a.id)).toEqual([1, 2]);
  });

  it('is led by another colour’s own picture once the customer picks it', () => {
    expect(galleryImages(colours, 6, 4).map((a) => a.id)).toEqual([120, 1, 2]);
    expect(galleryImages(colours, 7, 4).map((a) => a.id)).toEqual([1, 2]);
  });
});

describe('detail view', () => {
  it('orders the images and builds the breadcrumb and manual link', () => {
    expect(prodImages(prod).map((a) => a.id)).toEqual([1, 2]);
    expect(breadcrumb(prod)).toEqual([
      { label: '전체 상품', to: '/prods/land' },
      { label: '턴테이블', to: '/prods?prod_cat_id=1' },
    ]);
    expect(breadcrumb({ ...prod, type_conn: 100 })[1]).toEqual({ label: '패키지', to: '/prods/conn' });
    expect(manualsPath(prod)).toBe('/docs/prod?corp_id=3&prod_cat_id=1&prod_id=2');
  });

  it('shows the discounted monthly price with the list price and multiplies by quantity', () => {
    const cost = { monthly: 22900, months: 48, total: (22900 - 3000) * 48, discount: { id: 1, val: 3000 } };
    expect(costView(cost, 2)).toEqual({ listMonthly: 45800, monthly: 39800, months: 48, total: 1910400 });
    expect(costView({ ...cost, discount: null, total: 22900 * 48 }, 1).listMonthly).toBeNull();
  });

  it('labels 단종, 품절 or the units left, and blocks adding accordingly', () => {
    const selection = defaultSelection(prod);
    expect(availabilityLabel(prod, selection)).toBe('재고 3개');
    expect(addToCartBlocker(prod, selection)).toBeNull();
    expect(availabilityLabel({ ...prod, state_provide: -100 }, selection)).toBe('단종');
    expect(addToCartBlocker({ ...prod, state_provide: -100 }, selection)).toBe('단종된 상품입니다.');
    const soldOut = { ...prod, prod_stocks_qty_color: [] };
    expect(availabilityLabel(soldOut, selection)).toBe('품절');
    expect(addToCartBlocker(soldOut, selection)).toBe('재고가 없습니다.');
  });
});
