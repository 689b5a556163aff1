import type { ProdsQuery } from '../api/catalog';
import { TYPE_CONN } from '../codes/type-conn';

/** A URL's query as the browser's and the server's URLSearchParams both offer it. */
export type QueryParams = { get(key: string): string | null };

const FILTER_KEYS = ['prod_cat_id', 'corp_maker_id', 'tag_id', 'subsc_cat_id', 'type_conn'] as const;

/** A route's id or filter value: a positive whole number, else undefined. */
export function positiveIntOf(raw: string | null | undefined): number | undefined {
  // Stryker disable next-line ConditionalExpression,LogicalOperator,StringLiteral: Number(null) and Number('') are 0 and Number(undefined) is NaN, all refused below, so the guard changes no result
  const value = raw === null || raw === undefined || raw === '' ? Number.NaN : Number(raw);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/** The list filters of the route table, read from the query; anything not a positive whole number is dropped. */
export function readListFilter(params: QueryParams, packagesOnly = false): ProdsQuery {
  const filter: ProdsQuery = {};
  for (const key of FILTER_KEYS) {
    const value = positiveIntOf(params.get(key));
    if (value !== undefined) filter[key] = value;
  }
  if (packagesOnly) filter.type_conn = TYPE_CONN.PACKAGE;
  return filter;
}

/** The list's title beside a tag filter (/prods?tag_id=&tag_title=): it only names the list. */
export const TAG_TITLE_PARAM = 'tag_title';

/**
 * The part of a URL's query a catalogue screen reads, read as the screen reads it and written in one order:
 * the list's filters that parse (a product's subsc_cat_id is one of them). A tag's list is named by the shop's
 * own tags once they are read, as they are on the server, so its tag_title is not part of it. Two URLs with
 * the same screen query show the same screen, so the server keeps one rendered page for both (issue 10): a
 * made-up query string cannot crowd the kept pages out.
 */
export function screenQuery(params: QueryParams): string {
  const filter = readListFilter(params);
  const kept: string[] = [];
  for (const key of FILTER_KEYS) {
    const value = filter[key];
    if (value !== undefined) kept.push(`${key}=${value}`);
  }
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}

/**
 * A screen's path under the app's base as the server keeps its rendered page: no trailing slash (home is `/`).
 * The browser's app reads the address the same way to know whether a rendered page is the one shown.
 */
export const screenPathOf = (appPath: string): string => appPath.replace(/(.)\/+$/, '$1') || '/';
