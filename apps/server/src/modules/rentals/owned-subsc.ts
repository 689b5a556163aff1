import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { foundRow } from '../../db/found-row';
import { subscs } from '../../db/schema';

export const SUBSC_NOT_FOUND = '렌탈 정보를 찾을 수 없습니다.';

export type SubscRow = typeof subscs.$inferSelect;

/** The caller's own rental, or 404 (another customer's id answers exactly like an unknown one). */
export async function findOwnSubsc(db: Db, userId: number, id: number, lock = false): Promise<SubscRow> {
  const query = db
    .select()
    .from(subscs)
    .where(and(eq(subscs.id, id), eq(subscs.userId, userId)));
  return foundRow(query, lock, SUBSC_NOT_FOUND);
}

/** `orderer_type` as the documents send it ('subscription') or as its morph id (960). */
export function isSubscOrdererType(value: string): boolean {
  return value === 'subscription' || value === 'subsc' || value === String(MORPH_TYPE.SUBSC);
}
