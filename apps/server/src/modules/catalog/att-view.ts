import type { Att } from '@shop/domain/api/catalog';
import type { Db } from '../../db/client';
import type { atts } from '../../db/schema';
import { loadAttRows } from '../files/att-rows';

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
  return groupAttRows(await loadAttRows(db, attachableType, ids));
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
