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
