import { and, type Column, eq, inArray, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * The rows whose morph reference (`...morph(prefix)` in the schema: `<prefix>_type` and `<prefix>_id`) points at
 * the row `id` of the morph type `type`, or at any of them when `id` is a list or a subquery.
 */
export function morphPointsAt<P extends string>(
  table: Record<`${NoInfer<P>}Type` | `${NoInfer<P>}Id`, Column>,
  prefix: P,
  type: number,
  id: number | number[] | SQLWrapper,
): SQL {
  const idColumn = table[`${prefix}Id`];
  return and(
    eq(table[`${prefix}Type`], type),
    typeof id === 'number' ? eq(idColumn, id) : inArray(idColumn, id),
  )!;
}
