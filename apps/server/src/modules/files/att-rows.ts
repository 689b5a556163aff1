import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { atts } from '../../db/schema';

/** The attachment rows of many records of one morph type, record by record, each record's in sort order. */
export async function loadAttRows(db: Db, attachableType: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(atts)
    .where(and(eq(atts.attachableType, attachableType), inArray(atts.attachableId, ids)))
    .orderBy(asc(atts.attachableId), asc(atts.sort), asc(atts.id));
}
