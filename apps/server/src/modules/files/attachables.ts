import type { Attachable } from '@shop/domain/api/docs';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { groupBy } from '../../db/group-by';
import { atts } from '../../db/schema';
import { attachableView } from './att-files';

/** The files attached to many records of one morph type, keyed by record id, in sort order. */
export async function loadAttachables(
  db: Db,
  attachableType: number,
  ids: number[],
): Promise<Map<number, Attachable[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(atts)
    .where(and(eq(atts.attachableType, attachableType), inArray(atts.attachableId, ids)))
    .orderBy(asc(atts.attachableId), asc(atts.sort), asc(atts.id));
  const byRecord = groupBy(rows, (r) => r.attachableId);
  return new Map([...byRecord].map(([id, list]) => [id, list.map(attachableView)]));
}
