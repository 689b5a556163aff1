import type { Att } from '@shop/domain/api/catalog';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { atts } from '../../db/schema';

type AttRow = typeof atts.$inferSelect;

export const attView = (row: AttRow): Att => ({
  id: row.id,
  type: row.type,
  role: row.role,
  url: row.path,
  width: row.width,
  height: row.height,
  sort: row.sort,
});

/** The attachments of many records of one morph type, grouped by record id, in sort order. */
export async function loadAtts(db: Db, attachableType: number, ids: number[]): Promise<Map<number, Att[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(atts)
    .where(and(eq(atts.attachableType, attachableType), inArray(atts.attachableId, ids)))
    .orderBy(asc(atts.attachableId), asc(atts.sort), asc(atts.id));
  return groupAttRows(rows);
}

/** Attachment rows (in their order) as views grouped by the record they belong to. */
export function groupAttRows(rows: AttRow[]): Map<number, Att[]> {
  const byId = new Map<number, Att[]>();
  for (const row of rows) {
    const list = byId.get(row.attachableId) ?? [];
    list.push(attView(row));
    byId.set(row.attachableId, list);
  }
  return byId;
}
