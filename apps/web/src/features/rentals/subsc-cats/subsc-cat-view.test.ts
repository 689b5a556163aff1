import type { SubscCat } from '@shop/domain/api/catalog';
import { describe, expect, it } from 'vitest';
import { subscCatCards } from './subsc-cat-view';

const cat: SubscCat = {
  id: 2,
  state: 100,
  type: 600,
  title: '교환 구독',
  content: '석 달마다 바꿔 쓰는 구독',
  cost: 39000,
  atts: [
    {
      id: 1,
      type: 100,
      role: 'subscCat',
      url: '/files/banners/subsc-cat-2.webp',
      width: 1080,
      height: 600,
      sort: 1,
    },
  ],
  options: {},
  subsc_cat_opts: [
    { id: 5, type: 200, selected: true, val: 12, cost: 39000, title: '12개월', options: { ctr_change: 4 } },
  ],
};

describe('exchange-subscription categories', () => {
  it('shows a complete category with its image and options', () => {
    expect(subscCatCards([cat])).toEqual([
      {
        id: 2,
        title: '교환 구독',
        content: '석 달마다 바꿔 쓰는 구독',
        cost: 39000,
        image: { url: '/files/banners/subsc-cat-2.webp', width: 1080, height: 600 },
        options: [{ id: 5, title: '12개월', cost: 39000 }],
      },
    ]);
  });

  it('starts its price at its cheapest term, which a longer one may be (QA: 39,000 above a 35,000 chip)', () => {
    const twoTerms = {
      ...cat,
      subsc_cat_opts: [
        cat.subsc_cat_opts[0]!,
        {
          id: 6,
          type: 200,
          selected: false,
          val: 24,
          cost: 35000,
          title: '24개월',
          options: { ctr_change: 8 },
        },
      ],
    };
    expect(subscCatCards([twoTerms])[0]?.cost).toBe(35000);
    expect(subscCatCards([{ ...cat, cost: 30000 }])[0]?.cost).toBe(30000);
  });

  it('prefers the options content', () => {
    expect(subscCatCards([{ ...cat, options: { content: '설명' } }])[0]?.content).toBe('설명');
  });

  it('leaves out a category missing an image, title, content, cost or option', () => {
    expect(subscCatCards([{ ...cat, atts: [] }])).toEqual([]);
    expect(subscCatCards([{ ...cat, title: '' }])).toEqual([]);
    expect(subscCatCards([{ ...cat, content: '' }])).toEqual([]);
    expect(subscCatCards([{ ...cat, cost: 0 }])).toEqual([]);
    expect(subscCatCards([{ ...cat, subsc_cat_opts: [] }])).toEqual([]);
  });
});
