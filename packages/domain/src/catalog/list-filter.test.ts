import { describe, expect, it } from 'vitest';
import { positiveIntOf, readListFilter } from './list-filter';

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
