import type { ProdCat, ProdsQuery, SubscCat, Tag } from '@shop/domain/api/catalog';

export const ALL_PRODS_TITLE = '전체 상품';
export const PACKAGE_LIST_TITLE = '큐레이션 패키지';

/**
 * The list's title: the category's, else the subscription category's (an exchange category's products), else
 * the tag's, else the maker's, else a fixed title. A tag is named by
 * the shop's own tags; the link's tag_title only while they load, so a made-up title in a URL is never shown
 * as the shop's (and the page rendered on the server, with the tags read, does not depend on it).
 */
export function listTitle(input: {
  filter: ProdsQuery;
  tagTitle: string | null;
  cats: readonly ProdCat[] | undefined;
  subscCats?: readonly Pick<SubscCat, 'id' | 'title'>[] | undefined;
  tags: readonly Pick<Tag, 'id' | 'title'>[] | undefined;
  makerTitle: string | null;
  packagesOnly: boolean;
}): string {
  if (input.packagesOnly) return PACKAGE_LIST_TITLE;
  if (input.filter.prod_cat_id !== undefined) {
    const cat = input.cats?.find((c) => c.id === input.filter.prod_cat_id);
    if (cat) return cat.title;
  }
  if (input.filter.subsc_cat_id !== undefined) {
    const subscCat = input.subscCats?.find((c) => c.id === input.filter.subsc_cat_id);
    if (subscCat) return subscCat.title;
  }
  if (input.filter.tag_id !== undefined) {
    const title = input.tags
      ? input.tags.find((tag) => tag.id === input.filter.tag_id)?.title
      : input.tagTitle;
    if (title) return `#${title}`;
  }
  if (input.filter.corp_maker_id !== undefined && input.makerTitle) return input.makerTitle;
  return ALL_PRODS_TITLE;
}
