import { parseRecordId } from '@shop/domain/validation/record-id';
import { paths } from '../../../shared/config/paths';
import type { DocsFilter } from '../api/get-docs';

/** What /docs/prod?corp_id&prod_cat_id&prod_id&query asks for; unreadable values count as absent. */
export type DownloadQuery = {
  corpId: number | null;
  prodCatId: number | null;
  prodId: number | null;
  query: string;
};

const QUERY_MAX = 100;

export function parseDownloadQuery(search: URLSearchParams): DownloadQuery {
  return {
    corpId: parseRecordId(search.get('corp_id')),
    prodCatId: parseRecordId(search.get('prod_cat_id')),
    prodId: parseRecordId(search.get('prod_id')),
    query: (search.get('query') ?? '').trim().slice(0, QUERY_MAX),
  };
}

/** With no filter at all the centre shows the categories to browse; otherwise the matching manuals. */
export function isBrowsing(q: DownloadQuery): boolean {
  return q.corpId === null && q.prodCatId === null && q.prodId === null && q.query === '';
}

/** The GET docs filters for the manuals a download query names. */
export function manualsFilter(q: DownloadQuery): DocsFilter {
  const filter: DocsFilter = { docable_type: 'product' };
  if (q.corpId !== null) filter.prod_corp_maker_id = q.corpId;
  if (q.prodCatId !== null) filter.prod_prod_cat_id = q.prodCatId;
  if (q.prodId !== null) filter.prod_id = q.prodId;
  if (q.query !== '') filter.query = q.query;
  return filter;
}

/** The centre reopened on one maker of one category. */
export function makerHref(corpId: number, prodCatId: number): string {
  return `${paths.docsProd}?corp_id=${corpId}&prod_cat_id=${prodCatId}`;
}

export function searchHref(query: string): string {
  const trimmed = query.trim();
  return trimmed ? `${paths.docsProd}?query=${encodeURIComponent(trimmed)}` : paths.docsProd;
}
