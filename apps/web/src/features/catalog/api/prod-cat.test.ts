import type { ProdCat } from '@shop/domain/api/catalog';
import { describe, expect, it } from 'vitest';
import { menuProdCats, visibleProdCats } from './prod-cat';

const cat = (id: number, state: 100 | 200): ProdCat => ({
  id,
  title: `분류${id}`,
  state,
  sort: id,
  prods_count: 3,
});

describe('product categories', () => {
  const cats = [cat(1, 100), cat(2, 200), cat(3, 100), cat(4, 100)];

  it('lists visible categories in reverse order for the menu', () => {
    expect(menuProdCats(cats).map((c) => c.id)).toEqual([4, 3, 1]);
  });

  it('keeps the order for the home row and does not touch the input', () => {
    expect(visibleProdCats(cats).map((c) => c.id)).toEqual([1, 3, 4]);
    expect(cats.map((c) => c.id)).toEqual([1, 2, 3, 4]);
  });
});
