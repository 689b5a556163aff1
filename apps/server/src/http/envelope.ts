import { z } from 'zod';
import { type ListMeta, listMeta, type Pagination } from './pagination';

/** The contract's envelope: the payload always sits in `data`. */
export const itemEnvelope = <T extends z.ZodType>(item: T) => z.object({ data: item });

export const listEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    meta: z.object({
      current_page: z.number(),
      last_page: z.number(),
      per_page: z.number(),
      total: z.number(),
    }),
  });

export const item = <T>(data: T) => ({ data });

export const list = <T>(rows: T[], pagination: Pagination, total: number): { data: T[]; meta: ListMeta } => ({
  data: rows,
  meta: listMeta(pagination, total),
});

export const errorBody = z.object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())) });
