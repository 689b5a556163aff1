import type { Tag } from '@shop/domain/api/catalog';
import { STATE } from '@shop/domain/codes/generic-state';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tags } from '../../db/schema';

export async function listTags(db: Db): Promise<Tag[]> {
  return db
    .select({ id: tags.id, title: tags.title, state: tags.state })
    .from(tags)
    .where(eq(tags.state, STATE.ENABLE))
    .orderBy(asc(tags.sort), asc(tags.id));
}
