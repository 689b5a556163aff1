import type { ProdCat, ProdsQuery } from '@shop/domain/api/catalog';
import { TYPE_CONN } from '@shop/domain/codes/type-conn';

export const ALL_PRODS_TITLE = '전체 상품';
export const PACKAGE_LIST_TITLE = '큐레이션 패키지';

const FILTER_KEYS = ['prod_cat_id', 'corp_maker_id', 'tag_id', 'subsc_cat_id', 'type_conn'] as const;

/** The list filters of the route table, read from the query; anything not a positive whole number is dropped. */
export function readListFilter(params: URLSearchParams, packagesOnly = false): ProdsQuery {
  const filter: ProdsQuery = {};
  for (const key of FILTER_KEYS) {
    const raw = params.get(key);
    const value = raw === null ? Number.NaN : Number(raw);
    if (Number.isInteger(value) && value > 0) filter[key] = value;
  }
  if (packagesOnly) filter.type_conn = TYPE_CONN.PACKAGE;
  return filter;
}

/** The list's title: the category's, else the tag's (tag_title), else the maker's, else a fixed title. */
export function listTitle(input: {
  filter: ProdsQuery;
  tagTitle: string | null;
  cats: readonly ProdCat[] | undefined;
  makerTitle: string | null;
  packagesOnly: boolean;
}): string {
  if (input.packagesOnly) return PACKAGE_LIST_TITLE;
  if (input.filter.prod_cat_id !== undefined) {
    const cat = input.cats?.find((c) => c.id === input.filter.prod_cat_id);
    if (cat) return cat.title;
  }
  if (input.filter.tag_id !== undefined && input.tagTitle) return `#${input.tagTitle}`;
  if (input.filter.corp_maker_id !== undefined && input.makerTitle) return input.makerTitle;
  return ALL_PRODS_TITLE;
}
