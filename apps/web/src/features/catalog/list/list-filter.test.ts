import { describe, expect, it } from 'vitest';
import { ALL_PRODS_TITLE, listTitle } from './list-filter';

const cats = [{ id: 2, title: '무선 스피커', state: 100, sort: 1, prods_count: 3 }];

describe('listTitle', () => {
  const base = {
    cats,
    tags: [{ id: 1, title: '인기' }],
    tagTitle: null,
    makerTitle: null,
    packagesOnly: false,
  };

  it('prefers the category, then the tag, then the maker, then the fixed title', () => {
    expect(listTitle({ ...base, filter: { prod_cat_id: 2, tag_id: 1 }, tagTitle: '인기' })).toBe(
      '무선 스피커',
    );
    expect(listTitle({ ...base, filter: { tag_id: 1 }, tagTitle: '인기' })).toBe('#인기');
    expect(listTitle({ ...base, filter: { tag_id: 1 } })).toBe('#인기');
    expect(listTitle({ ...base, filter: { corp_maker_id: 1 }, makerTitle: '온음' })).toBe('온음');
    expect(listTitle({ ...base, filter: {} })).toBe(ALL_PRODS_TITLE);
    expect(listTitle({ ...base, filter: { prod_cat_id: 9 } })).toBe(ALL_PRODS_TITLE);
  });

  it('names an exchange category’s list by the category, once the categories are read', () => {
    const subscCats = [{ id: 2, title: '교환 구독' }];
    expect(listTitle({ ...base, subscCats, filter: { subsc_cat_id: 2 } })).toBe('교환 구독');
    expect(listTitle({ ...base, subscCats, filter: { subsc_cat_id: 2, prod_cat_id: 2 } })).toBe(
      '무선 스피커',
    );
    expect(listTitle({ ...base, subscCats, filter: { subsc_cat_id: 5 } })).toBe(ALL_PRODS_TITLE);
    expect(listTitle({ ...base, filter: { subsc_cat_id: 2 } })).toBe(ALL_PRODS_TITLE);
  });

  it("names a tag by the shop's tags, by the link's title only while they load", () => {
    expect(listTitle({ ...base, filter: { tag_id: 1 }, tagTitle: '폐업 안내' })).toBe('#인기');
    expect(listTitle({ ...base, filter: { tag_id: 7 }, tagTitle: '폐업 안내' })).toBe(ALL_PRODS_TITLE);
    expect(listTitle({ ...base, tags: undefined, filter: { tag_id: 1 }, tagTitle: '인기' })).toBe('#인기');
    expect(listTitle({ ...base, tags: undefined, filter: { tag_id: 1 } })).toBe(ALL_PRODS_TITLE);
  });

  it('titles the package list', () => {
    expect(listTitle({ ...base, filter: { type_conn: 100 }, packagesOnly: true })).toBe('큐레이션 패키지');
  });
});
