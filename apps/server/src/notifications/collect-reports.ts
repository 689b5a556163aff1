import { and, asc, eq, gt, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { noticeMsgAttempts } from '../db/schema';
import type { DeliveryDeps } from './deliver-messages';

/** Attempts one pass asks about at most, and how many refs go in one question to a provider. */
export const REPORT_BATCH = 500;
const REFS_PER_QUESTION = 100;
/** A provider reports within minutes; asking sooner only repeats the question. */
export const REPORT_AFTER_MS = 60_000;
/** After this a report is not coming (a provider keeps its list for a few days); the try stays as taken. */
export const REPORT_GIVE_UP_MS = 3 * 24 * 60 * 60_000;

type Waiting = { id: number; channel: string; provider: string; providerRef: string };

async function waitingForReports(db: Db, now: Date): Promise<Waiting[]> {
  const rows = await db
    .select({
      id: noticeMsgAttempts.id,
      channel: noticeMsgAttempts.channel,
      provider: noticeMsgAttempts.provider,
      providerRef: noticeMsgAttempts.providerRef,
    })
    .from(noticeMsgAttempts)
    .where(
      and(
        eq(noticeMsgAttempts.ok, true),
        isNotNull(noticeMsgAttempts.providerRef),
        isNull(noticeMsgAttempts.report),
        lt(noticeMsgAttempts.createdAt, new Date(now.getTime() - REPORT_AFTER_MS)),
        gt(noticeMsgAttempts.createdAt, new Date(now.getTime() - REPORT_GIVE_UP_MS)),
      ),
    )
    .orderBy(asc(noticeMsgAttempts.createdAt))
    .limit(REPORT_BATCH);
  return rows as Waiting[];
}

/**
 * One pass of the delivery reports: asks each channel's provider about the messages it took that have no
 * report yet, and writes the final ones on their attempts (a report is written once; a message still on its
 * way is asked about on a later pass). An attempt taken by a provider no longer configured for its channel
 * is left as it is. Answers how many reports it wrote.
 */
export async function collectDeliveryReports(deps: DeliveryDeps): Promise<number> {
  const now = deps.clock.now();
  const waiting = await waitingForReports(deps.db, now);
  let written = 0;
  for (const [channel, sender] of Object.entries(deps.messages)) {
    if (!sender.reports) continue;
    const mine = waiting.filter((a) => a.channel === channel && a.provider === sender.provider);
    for (let i = 0; i < mine.length; i += REFS_PER_QUESTION) {
      const batch = mine.slice(i, i + REFS_PER_QUESTION);
      const reports = await sender.reports(batch.map((a) => a.providerRef));
      for (const report of reports) {
        const ids = batch.filter((a) => a.providerRef === report.ref).map((a) => a.id);
        if (ids.length === 0) continue;
        const updated = await deps.db
          .update(noticeMsgAttempts)
          .set({
            report: report.delivered ? 'delivered' : 'undelivered',
            reportDetail: report.detail.slice(0, 1000),
            reportedAt: now,
          })
          .where(and(inArray(noticeMsgAttempts.id, ids), isNull(noticeMsgAttempts.report)))
          .returning({ id: noticeMsgAttempts.id });
        written += updated.length;
      }
    }
  }
  return written;
}
