import { asc, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** A list staff order by hand: `sort` ascending, then `id` (the older first among equals). */
type OrderedTable = PgTable & { sort: PgColumn; id: PgColumn };

/** The rows of `table` that `where` keeps (all of them without it), in display order. */
export function rowsInDisplayOrder<T extends OrderedTable>(
  db: Db,
  table: T,
  where?: SQL,
): Promise<T['$inferSelect'][]> {
  // Drizzle's builders do not follow a table given as a type parameter; the rows are the table's rows.
  const query = db
    .select()
    .from(table as OrderedTable)
    .where(where)
    .orderBy(asc(table.sort), asc(table.id));
  return query as unknown as Promise<T['$inferSelect'][]>;
}
