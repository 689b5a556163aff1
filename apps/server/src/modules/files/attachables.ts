import type { Attachable } from '@shop/domain/api/docs';
import type { Db } from '../../db/client';
import { groupBy } from '../../db/group-by';
import { attachableView } from './att-files';
import { loadAttRows } from './att-rows';

/** The files attached to many records of one morph type, keyed by record id, in sort order. */
export async function loadAttachables(
  db: Db,
  attachableType: number,
  ids: number[],
): Promise<Map<number, Attachable[]>> {
  const byRecord = groupBy(await loadAttRows(db, attachableType, ids), (r) => r.attachableId);
  return new Map([...byRecord].map(([id, list]) => [id, list.map(attachableView)]));
}
