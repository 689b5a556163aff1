import { type ListMeta, listMeta, type Pagination, pageWindow } from './pagination';

/** Cuts one page out of rows that were read whole (small tables such as categories and tags). */
export function pageOf<T>(rows: T[], pagination: Pagination): { data: T[]; meta: ListMeta } {
  const { limit, offset } = pageWindow(pagination);
  const data = limit === undefined ? rows : rows.slice(offset, offset + limit);
  return { data, meta: listMeta(pagination, rows.length) };
}
