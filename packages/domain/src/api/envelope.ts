import { z } from 'zod';
import { int } from './fields';

/** The list page metadata of the contract; `per_page=-1` means every row. */
export const listMetaSchema = z.object({
  current_page: int,
  last_page: int,
  per_page: int,
  total: int,
});
export type ListMeta = z.infer<typeof listMetaSchema>;

export const itemEnvelope = <T extends z.ZodType>(item: T) => z.object({ data: item });
export const listEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: listMetaSchema });

/** Every error answer: a Korean message and per-field messages. */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** An answer the screen shows as an alert beside what it saved: the item and a Korean message. */
export const messageEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ data: item, message: z.string() });
