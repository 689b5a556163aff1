import { z } from 'zod';

export const DEFAULT_PER_PAGE = 10;

/** `per_page=-1` means every row; otherwise 1..100, default 10. `page` starts at 1. */
export const paginationQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce
    .number()
    .int()
    .refine((n) => n === -1 || (n >= 0 && n <= 100), 'per_page는 -1 또는 0~100 사이여야 합니다.')
    .default(DEFAULT_PER_PAGE),
});

export type Pagination = z.infer<typeof paginationQuery>;

export type PageWindow = { limit: number | undefined; offset: number };

/** The SQL window for a page; `per_page` of -1 (and 0, which the documents use for "no paging") reads all. */
export function pageWindow({ page, per_page }: Pagination): PageWindow {
  if (per_page <= 0) return { limit: undefined, offset: 0 };
  return { limit: per_page, offset: (page - 1) * per_page };
}

export type ListMeta = { current_page: number; last_page: number; per_page: number; total: number };

export function listMeta({ page, per_page }: Pagination, total: number): ListMeta {
  const all = per_page <= 0;
  return {
    current_page: all ? 1 : page,
    last_page: all ? 1 : Math.max(1, Math.ceil(total / per_page)),
    per_page: all ? -1 : per_page,
    total,
  };
}
