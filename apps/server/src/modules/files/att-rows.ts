import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { morphPointsAt } from '../../db/morph-ref';
import { atts } from '../../db/schema';

/** The attachment rows of many records of one morph type, record by record, each record's in sort order. */
export async function loadAttRows(db: Db, attachableType: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(atts)
    .where(morphPointsAt(atts, 'attachable', attachableType, ids))
    .orderBy(asc(atts.attachableId), asc(atts.sort), asc(atts.id));
}
