import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** A serial column's values are of its integer type (`serial` is no type, only a column's shorthand). */
const SERIAL_TYPES: Record<string, string> = {
  smallserial: 'smallint',
  serial: 'integer',
  bigserial: 'bigint',
};
const castType = (sqlType: string) => SERIAL_TYPES[sqlType] ?? sqlType;

/**
 * A row of `table` as an insert's column list and a select list of typed parameters, for an insert that
 * only happens when a condition holds (`insert into t (columns) select values where …`), which Drizzle's
 * `values()` cannot say. Each value is encoded as Drizzle's own insert encodes it (the column's
 * `mapToDriverValue`: JSON for jsonb, ISO text for timestamps) and cast to the column's type, since a select
 * list gives its parameters no type of their own. Columns left undefined take their defaults.
 */
export function rowAsSelect<T extends PgTable>(
  table: T,
  row: T['$inferInsert'],
): { columns: SQL; values: SQL } {
  const columns = getTableColumns(table);
  const given = Object.entries(row as Record<string, unknown>).filter(([, value]) => value !== undefined);
  const columnOf = (key: string) => {
    const column = columns[key];
    if (!column) throw new Error(`${key} is no column of the table`);
    return column;
  };
  return {
    columns: sql.join(
      given.map(([key]) => sql.identifier(columnOf(key).name)),
      sql`, `,
    ),
    values: sql.join(
      given.map(([key, value]) => {
        const column = columnOf(key);
        return sql`${sql.param(value, column)}::${sql.raw(castType(column.getSQLType()))}`;
      }),
      sql`, `,
    ),
  };
}
