import type { ListMeta } from '@shop/domain/api/envelope';
import { listMeta, type Pagination } from './pagination';

export { errorBodySchema, itemEnvelope, listEnvelope } from '@shop/domain/api/envelope';

/** The contract's envelope: the payload always sits in `data`. */
export const item = <T>(data: T) => ({ data });

export const list = <T>(rows: T[], pagination: Pagination, total: number): { data: T[]; meta: ListMeta } => ({
  data: rows,
  meta: listMeta(pagination, total),
});

/** A page that was read (rows and the total across all pages, as `readPage` gives them) in the list envelope. */
export const listed = <T>(page: { rows: T[]; total: number }, pagination: Pagination) =>
  list(page.rows, pagination, page.total);
