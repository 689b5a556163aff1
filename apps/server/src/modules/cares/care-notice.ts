import { type CareMessage, careMessageVariables } from '@shop/domain/care/care-messages';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { type cares, prodOrderers, prods } from '../../db/schema';
import { queueMessage } from '../../notifications/queue-messages';

type CareRow = Pick<typeof cares.$inferSelect, 'id' | 'userId' | 'title' | 'prodOrdererId'>;

/**
 * The product a request is about, by its own name: the request's title adds "AS 신청", which the messages
 * say themselves (오렐 … AS 신청 A/S 신청 read twice).
 */
async function careProductName(tx: Db, care: CareRow): Promise<string> {
  if (care.prodOrdererId) {
    const [row] = await tx
      .select({ title: prods.title })
      .from(prodOrderers)
      .innerJoin(prods, eq(prods.id, prodOrderers.prodId))
      .where(eq(prodOrderers.id, care.prodOrdererId));
    if (row?.title) return row.title;
  }
  return care.title.replace(/\s*AS 신청$/, '');
}

/** Writes a message about an AS request to the outbox in the caller's transaction (the notices job sends it). */
export async function queueCareMessage(
  tx: Db,
  care: CareRow,
  message: CareMessage,
  context: { config: Pick<Config, 'publicUrl' | 'messages'>; now: Date },
): Promise<void> {
  if (!care.userId) return;
  const { kind, variables } = careMessageVariables(message, {
    product: await careProductName(tx, care),
    careId: care.id,
  });
  await queueMessage(tx, { kind, userId: care.userId, variables }, context);
}
