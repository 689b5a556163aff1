import { notFound } from '../http/errors';

/** A select that can also be read `FOR UPDATE` (a Drizzle select of one table). */
type LockableSelect<Row> = PromiseLike<Row[]> & { for(strength: 'update'): PromiseLike<Row[]> };

/**
 * The row `query` finds, locked for the rest of the transaction when `lock` (writes to it then go one at a
 * time), or a 404 with `message` when there is none.
 */
export async function foundRow<Row>(
  query: LockableSelect<Row>,
  lock: boolean,
  message: string,
): Promise<Row> {
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(message);
  return row;
}
