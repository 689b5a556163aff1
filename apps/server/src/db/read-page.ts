import type { PgSelect } from 'drizzle-orm/pg-core';
import { type Pagination, pageWindow } from '../http/pagination';

/**
 * One page of a list read in SQL, with the whole list's count, both asked at once: `query` is the list's
 * select, filtered and ordered (`.$dynamic()`), and `counted` the count of the same rows.
 */
export async function readPage<Query extends PgSelect>(
  query: Query,
  counted: Promise<{ n: number }[]>,
  pagination: Pagination,
): Promise<{ rows: Awaited<Query>; total: number }> {
  const { limit, offset } = pageWindow(pagination);
  const paged = query.offset(offset);
  const [rows, [total]] = await Promise.all([limit === undefined ? paged : paged.limit(limit), counted]);
  return { rows: rows as Awaited<Query>, total: total?.n ?? 0 };
}
