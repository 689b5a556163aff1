import { z } from 'zod';

/** What every console list's query takes: the page, and the words it is searched by. */

/**
 * The page a console list asks for: `page` counts from 1, `per_page` is at most 100 and `perPage` (30 unless
 * the list shows more) when the query leaves it out. Spread into the list's query schema.
 */
export const pageQueryFields = (perPage = 30) => ({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(perPage),
});

/** The words a console list is searched by (what they match is the list's own). */
export const searchText = z.string().trim().max(100).optional();
