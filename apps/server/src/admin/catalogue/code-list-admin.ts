import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { rowsInDisplayOrder } from '../../db/display-order';
import { notFound } from '../../http/errors';
import { recordAudit } from '../audit/audit';

/** A short code list staff keep (categories, makers, tags): rows with an id, a title and a display order. */
type CodeTable = PgTable & { id: PgColumn; title: PgColumn; sort: PgColumn };

/** What the console shows of every code list's row, around the list's own fields. */
type CodeRowView = { id: number; title: string; sort: number; prods_count: number };

export type CodeList<Table extends CodeTable, Body extends { title: string; sort: number }, Fields> = {
  table: Table;
  /** What the console shows of a row besides its id, title, order and product count. */
  fields: (row: Table['$inferSelect']) => Fields;
  /** The row's columns from the console's body, besides its title and order. */
  columns: (body: Body) => Partial<Table['$inferInsert']>;
  /** How many products each row has, by its id. */
  prodCounts: (db: Db) => Promise<Map<number | null, number>>;
  prodCount: (db: Db, id: number) => Promise<number>;
  /** The audit log's `<area>.create` / `<area>.update` and its target type. */
  audit: { area: string; targetType: string };
  notFoundMessage: string;
  /** A check before a write (a free address name …); `id` is the row being edited. */
  assertWritable?: (db: Db, body: Body, id?: number) => Promise<void>;
};

/**
 * The three calls of a code list in the console: every row (hidden ones too, in display order) with its
 * product count, create and edit one, each write with its audit row in the same transaction.
 */
export function codeListAdmin<Table extends CodeTable, Body extends { title: string; sort: number }, Fields>(
  list: CodeList<Table, Body, Fields>,
) {
  type Row = Table['$inferSelect'] & { id: number; title: string; sort: number };
  type View = CodeRowView & Fields;
  const { table, audit } = list;
  const view = (row: Row, prodsCount: number): View => ({
    id: row.id,
    title: row.title,
    ...list.fields(row),
    sort: row.sort,
    prods_count: prodsCount,
  });
  const columns = (body: Body) =>
    ({ title: body.title, ...list.columns(body), sort: body.sort }) as Table['$inferInsert'];
  // Drizzle's builders do not follow a table given as a type parameter; the rows are the table's rows.
  const anyTable = table as unknown as CodeTable & Record<string, PgColumn>;
  const byId = (id: number) => eq(anyTable.id, id);

  return {
    async list(db: Db): Promise<View[]> {
      const [rows, counts] = await Promise.all([rowsInDisplayOrder(db, anyTable), list.prodCounts(db)]);
      return (rows as Row[]).map((r) => view(r, counts.get(r.id) ?? 0));
    },

    async create(db: Db, staffId: number, body: Body): Promise<View> {
      return db.transaction(async (tx) => {
        await list.assertWritable?.(tx, body);
        const [row] = (await tx.insert(anyTable).values(columns(body)).returning()) as Row[];
        const created = view(row!, 0);
        await recordAudit(tx, {
          staffId,
          action: `${audit.area}.create`,
          targetType: audit.targetType,
          targetId: row!.id,
          after: created,
        });
        return created;
      });
    },

    async update(db: Db, staffId: number, id: number, body: Body): Promise<View> {
      return db.transaction(async (tx) => {
        const [before] = (await tx.select().from(anyTable).where(byId(id)).for('update')) as Row[];
        if (!before) throw notFound(list.notFoundMessage);
        await list.assertWritable?.(tx, body, id);
        const [row] = (await tx.update(anyTable).set(columns(body)).where(byId(id)).returning()) as Row[];
        const prodsCount = await list.prodCount(tx, id);
        const after = view(row!, prodsCount);
        await recordAudit(tx, {
          staffId,
          action: `${audit.area}.update`,
          targetType: audit.targetType,
          targetId: id,
          before: view(before, prodsCount),
          after,
        });
        return after;
      });
    },
  };
}
