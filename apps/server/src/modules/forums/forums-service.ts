import type { Forum, ForumsQuery } from '@shop/domain/api/forums';
import { FORUM_TYPE } from '@shop/domain/codes/forum-type';
import { STATE } from '@shop/domain/codes/generic-state';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { readPage } from '../../db/read-page';
import { forums } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Pagination } from '../../http/pagination';
import { sanitizeHtml } from '../../http/sanitize-html';

export const FORUM_NOT_FOUND = '게시글을 찾을 수 없습니다.';

type ForumRow = typeof forums.$inferSelect;

const forumView = (row: ForumRow): Forum => ({
  id: row.id,
  type: row.type,
  slug: row.slug,
  title: row.title,
  content: sanitizeHtml(row.content),
  created_at: row.createdAt.toISOString(),
});

/**
 * A page of enabled FAQ or notice posts, or the one with a slug. Notices come newest first
 * (forums_type_idx); FAQ and mixed lists in their set order (forums_type_sort_idx).
 */
export async function listForums(
  db: Db,
  query: ForumsQuery,
  pagination: Pagination,
): Promise<{ rows: Forum[]; total: number }> {
  const filters: SQL[] = [eq(forums.state, STATE.ENABLE)];
  if (query.type !== undefined) filters.push(eq(forums.type, query.type));
  if (query.slug !== undefined) filters.push(eq(forums.slug, query.slug));
  const where = and(...filters);
  const order =
    query.type === FORUM_TYPE.NOTICE
      ? [desc(forums.createdAt), desc(forums.id)]
      : [asc(forums.sort), asc(forums.id)];
  const { rows, total } = await readPage(
    db
      .select()
      .from(forums)
      .where(where)
      .orderBy(...order)
      .$dynamic(),
    db.select({ n: count() }).from(forums).where(where),
    pagination,
  );
  return { rows: rows.map(forumView), total };
}

export async function getForum(db: Db, id: number): Promise<Forum> {
  const [row] = await db
    .select()
    .from(forums)
    .where(and(eq(forums.id, id), eq(forums.state, STATE.ENABLE)));
  if (!row) throw notFound(FORUM_NOT_FOUND);
  return forumView(row);
}
