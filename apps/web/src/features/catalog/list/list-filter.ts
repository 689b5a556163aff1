import type { ProdCat, ProdsQuery } from '@shop/domain/api/catalog';

export const ALL_PRODS_TITLE = '전체 상품';
export const PACKAGE_LIST_TITLE = '큐레이션 패키지';

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
