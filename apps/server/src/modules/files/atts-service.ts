import type { AttRow } from '@shop/domain/api/files';
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { readPage } from '../../db/read-page';
import { atts } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Pagination } from '../../http/pagination';
import { attRowView } from './att-files';
import { FILE_NOT_FOUND } from './download-service';
import { isPublicAtt } from './public-atts';

/** A page of attachment rows by id (the primary key), optionally of one record (atts_target_idx). */
export async function listAtts(
  db: Db,
  query: { attachable_type?: number | undefined; attachable_id?: number | undefined },
  pagination: Pagination,
): Promise<{ rows: AttRow[]; total: number }> {
  const filters: SQL[] = [isPublicAtt];
  if (query.attachable_type !== undefined) filters.push(eq(atts.attachableType, query.attachable_type));
  if (query.attachable_id !== undefined) filters.push(eq(atts.attachableId, query.attachable_id));
  const where = and(...filters);
  const { rows, total } = await readPage(
    db.select().from(atts).where(where).orderBy(asc(atts.id)).$dynamic(),
    db.select({ n: count() }).from(atts).where(where),
    pagination,
  );
  return { rows: rows.map(attRowView), total };
}

export async function getAtt(db: Db, id: number): Promise<AttRow> {
  const [row] = await db
    .select()
    .from(atts)
    .where(and(eq(atts.id, id), isPublicAtt));
  if (!row) throw notFound(FILE_NOT_FOUND);
  return attRowView(row);
}
