import type { Doc } from '@shop/domain/api/docs';
import { describe, expect, it } from 'vitest';
import { isBrowsing, makerHref, manualsFilter, parseDownloadQuery, searchHref } from './download-query';
import { makersByCat, makerTitle } from './maker-groups';

const manual = (id: number, catId: number | null, maker: { id: number; title: string } | null): Doc => ({
  id,
  slug: `manual-${id}`,
  title: `설명서 ${id}`,
  type: 801,
  content: '',
  docable_type: 800,
  docable_id: id,
  docable: { id, title: `상품 ${id}`, code: `P-${id}`, corp_maker: maker, prod_cat_id: catId, atts: [] },
  attachables: [],
});

const oneum = { id: 1, title: '온음' };
const nordlyd = { id: 2, title: '노르뤼드' };

describe('download query', () => {
  it('browses the categories when nothing is asked', () => {
    const q = parseDownloadQuery(new URLSearchParams(''));
    expect(isBrowsing(q)).toBe(true);
    expect(manualsFilter(q)).toEqual({ docable_type: 'product' });
  });

  it('turns maker, category, product and search into the GET docs filters', () => {
    const q = parseDownloadQuery(new URLSearchParams('corp_id=2&prod_cat_id=1&prod_id=7&query=%20TT-1%20'));
    expect(q).toEqual({ corpId: 2, prodCatId: 1, prodId: 7, query: 'TT-1' });
    expect(isBrowsing(q)).toBe(false);
    expect(manualsFilter(q)).toEqual({
      docable_type: 'product',
      prod_corp_maker_id: 2,
      prod_prod_cat_id: 1,
      prod_id: 7,
      query: 'TT-1',
    });
  });

  it('ignores ids that are not ids and blank searches', () => {
    const q = parseDownloadQuery(new URLSearchParams('corp_id=abc&prod_cat_id=-1&query=%20%20'));
    expect(isBrowsing(q)).toBe(true);
  });

  it('builds the maker and search addresses', () => {
    expect(makerHref(2, 1)).toBe('/docs/prod?corp_id=2&prod_cat_id=1');
    expect(searchHref(' 턴테이블 ')).toBe(`/docs/prod?query=${encodeURIComponent('턴테이블')}`);
    expect(searchHref('  ')).toBe('/docs/prod');
  });
});

describe('makers per category', () => {
  const manuals = [
    manual(1, 1, nordlyd),
    manual(2, 1, oneum),
    manual(3, 1, oneum),
    manual(4, 2, nordlyd),
    manual(5, null, oneum),
    manual(6, 3, null),
  ];

  it('lists each maker once per category, by id, skipping manuals without category or maker', () => {
    const groups = makersByCat(manuals);
    expect(groups.get(1)).toEqual([oneum, nordlyd]);
    expect(groups.get(2)).toEqual([nordlyd]);
    expect(groups.has(3)).toBe(false);
    expect([...groups.keys()]).toEqual([1, 2]);
  });

  it('finds a maker title for the breadcrumb', () => {
    expect(makerTitle(manuals, 2)).toBe('노르뤼드');
    expect(makerTitle(manuals, 9)).toBeNull();
  });
});
