import type { QuoteBody } from '@shop/domain/api/admin/cares';
import { careQuoteTotal, mayEditCareQuote } from '@shop/domain/care/care-quote';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { careQuotes } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { recordAudit } from '../audit/audit';
import { lockedCare } from './care-queue';

export const QUOTE_NOT_EDITABLE_MESSAGE = '수리 중인 AS만 견적을 작성할 수 있습니다.';

/**
 * Writes (or rewrites) the repair quote while the repair is on the bench, the total computed here, with
 * its audit row (the quote before and after) in the same transaction.
 */
export async function writeCareQuote(
  db: Db,
  input: { staffId: number; careId: number; lines: QuoteBody['lines']; now: Date },
): Promise<void> {
  const { staffId, careId, lines, now } = input;
  const amount = careQuoteTotal(lines);
  await db.transaction(async (tx) => {
    const care = await lockedCare(tx, careId);
    const [before] = await tx.select().from(careQuotes).where(eq(careQuotes.careId, care.id));
    if (!mayEditCareQuote(care.state) || before?.paidAt) throw badRequest(QUOTE_NOT_EDITABLE_MESSAGE);
    await tx
      .insert(careQuotes)
      .values({ careId: care.id, lines, amount, staffId, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: careQuotes.careId, set: { lines, amount, staffId, updatedAt: now } });
    await recordAudit(tx, {
      staffId,
      action: 'care.quote',
      targetType: 'care',
      targetId: care.id,
      before: before ? { lines: before.lines, amount: before.amount } : null,
      after: { lines, amount },
    });
  });
}
