import { z } from 'zod';

/** The field schemas every answer is written with, given one home (each answer's file once had its own). */

/** A whole number as the answers carry it: an id, a code (state, type), a count, an order or an amount in won. */
export const int = z.number().int();

/** A moment as the answers carry it: ISO 8601 text in UTC (`toISOString`), shown in Seoul time by the screens. */
export const iso = z.string();

/** When a row was made and when it last changed, as the tables keep them. Spread into the answer's schema. */
export const timestampFields = { created_at: iso, updated_at: iso };

/** A stored file's media type and its size in bytes. Spread into the answer's schema. */
export const fileFields = { mime: z.string(), size: int };

/** A picture's size in pixels; null while it is not known. */
export const pictureSizeFields = { width: int.nullable(), height: int.nullable() };

/**
 * A link to a record of any kind (the documents' morph): `{name}_type`, the kind as a MORPH_TYPE id, then
 * `{name}_id`, the record's id; `id` is the schema of both (nullable where the link may be absent).
 * Spread into the answer's schema.
 */
export function morphFields<Name extends string, Id extends z.ZodType = typeof int>(name: Name, id?: Id) {
  const field = id ?? int;
  return { [`${name}_type`]: field, [`${name}_id`]: field } as Record<`${Name}_type` | `${Name}_id`, Id>;
}
