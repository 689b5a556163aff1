import { describe, expect, it } from 'vitest';
import { positiveIntOf, readListFilter, screenPathOf, screenQuery, TAG_TITLE_PARAM } from './list-filter';

const query = (text: string) => {
  const pairs = new Map(text.split('&').map((pair) => pair.split('=') as [string, string]));
  return { get: (key: string) => pairs.get(key) ?? null };
};

describe('readListFilter', () => {
  it('reads every filter of the route table and drops bad values', () => {
    const params = query('prod_cat_id=2&corp_maker_id=1&tag_id=x&subsc_cat_id=-1&tag_title=인기');
    expect(readListFilter(params)).toEqual({ prod_cat_id: 2, corp_maker_id: 1 });
  });

  it('forces packages for /prods/conn', () => {
    expect(readListFilter(query('type_conn=200'), true)).toEqual({ type_conn: 100 });
  });
});

describe('positiveIntOf', () => {
  it('takes only positive whole numbers', () => {
    expect(positiveIntOf('12')).toBe(12);
    for (const raw of ['0', '-3', '1.5', 'abc', '', null, undefined])
      expect(positiveIntOf(raw)).toBeUndefined();
  });
});

describe('readListFilter, key by key', () => {
  it('leaves out a filter that is missing or bad, rather than keeping it undefined', () => {
    const filter = readListFilter(query('prod_cat_id=2&tag_id=0&subsc_cat_id=abc'));
    expect(Object.keys(filter)).toEqual(['prod_cat_id']);
    expect(readListFilter(query(''))).toStrictEqual({});
  });

  it('reads each of the five filters', () => {
    expect(
      readListFilter(query('type_conn=200&subsc_cat_id=4&tag_id=3&corp_maker_id=2&prod_cat_id=1')),
    ).toStrictEqual({ prod_cat_id: 1, corp_maker_id: 2, tag_id: 3, subsc_cat_id: 4, type_conn: 200 });
  });

  it('keeps the other filters when forcing packages', () => {
    expect(readListFilter(query('prod_cat_id=7'), true)).toStrictEqual({ prod_cat_id: 7, type_conn: 100 });
    expect(readListFilter(query('type_conn=200'), false)).toStrictEqual({ type_conn: 200 });
  });
});

describe('positiveIntOf, edge by edge', () => {
  it('takes 1 and large ids, refuses a blank, a fraction in exponent form, NaN, Infinity and a bare hex prefix', () => {
    expect(positiveIntOf('1')).toBe(1);
    expect(positiveIntOf('2147483647')).toBe(2147483647);
    for (const raw of [' ', 'Infinity', '1e-3', 'NaN', '0x']) expect(positiveIntOf(raw)).toBeUndefined();
  });
});

describe('screenQuery', () => {
  // The query as a URL's searchParams reads it: values decoded.
  const of = (text: string) =>
    screenQuery({
      get: (key) => {
        const raw = query(text).get(key);
        return raw === null ? null : decodeURIComponent(raw);
      },
    });

  it('keeps what the screens read, parsed, in one order, and nothing else', () => {
    expect(of('utm_source=x&tag_id=03&prod_cat_id=2&corp_maker_id=1&type_conn=100&subsc_cat_id=4')).toBe(
      '?prod_cat_id=2&corp_maker_id=1&tag_id=3&subsc_cat_id=4&type_conn=100',
    );
    expect(of('subsc_cat_id=4&fbclid=abc')).toBe('?subsc_cat_id=4');
  });

  it('is empty when nothing the screens read is there or parses', () => {
    expect(of('')).toBe('');
    expect(of('x=1&prod_cat_id=0&tag_id=abc')).toBe('');
  });

  it("leaves a tag's title out: the list names a tag by the shop's own tags", () => {
    expect(TAG_TITLE_PARAM).toBe('tag_title');
    expect(of('tag_title=한정 할인&tag_id=4')).toBe('?tag_id=4');
    expect(of('tag_title=한정')).toBe('');
  });
});

describe('a screen’s path', () => {
  it('is kept without a trailing slash, home as /', () => {
    expect(screenPathOf('/prods/1/')).toBe('/prods/1');
    expect(screenPathOf('/prods//')).toBe('/prods');
    expect(screenPathOf('/prods')).toBe('/prods');
    expect(screenPathOf('/')).toBe('/');
    expect(screenPathOf('')).toBe('/');
  });
});
