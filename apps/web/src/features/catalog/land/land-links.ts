import type { ProdCat, Tag } from '@shop/domain/api/catalog';
import { TAG_TITLE_PARAM } from '@shop/domain/catalog/list-filter';
import { PROD_CAT_STATE } from '@shop/domain/codes/prod-cat-state';

/** A tag chip's list: /prods?tag_id=&tag_title= (the title only names the list). */
export function tagListPath(tag: Pick<Tag, 'id' | 'title'>): string {
  const query = new URLSearchParams({ tag_id: String(tag.id), [TAG_TITLE_PARAM]: tag.title });
  return `/prods?${query}`;
}

/** Categories with a landing section: visible ones, in the answer's order. */
export function visibleCats(cats: readonly ProdCat[]): ProdCat[] {
  return cats.filter((cat) => cat.state === PROD_CAT_STATE.VISIBLE);
}
