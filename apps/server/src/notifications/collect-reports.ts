import { and, asc, eq, gt, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { noticeMsgAttempts } from '../db/schema';
import type { DeliveryDeps } from './deliver-messages';

/** Attempts read in one page of a pass, the pages one pass reads at most, and refs in one question. */
export const REPORT_BATCH = 500;
const REPORT_PAGES = 20;
const REFS_PER_QUESTION = 100;
/** A provider reports within minutes; asking sooner only repeats the question. */
export const REPORT_AFTER_MS = 60_000;
/** After this a report is not coming (a provider keeps its list for a few days); the try stays as taken. */
export const REPORT_GIVE_UP_MS = 3 * 24 * 60 * 60_000;

type Waiting = { id: number; channel: string; provider: string; providerRef: string };

/** A page of attempts still waiting for a report, in the order they were written, after the id `after`. */
async function waitingForReports(db: Db, now: Date, after: number, size: number): Promise<Waiting[]> {
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
        gt(noticeMsgAttempts.id, after),
      ),
    )
    .orderBy(asc(noticeMsgAttempts.id))
    .limit(size);
  return rows as Waiting[];
}

/**
 * One pass of the delivery reports: asks each channel's provider about the messages it took that have no
 * report yet, and writes the final ones on their attempts (a report is written once; a message still on its
 * way is asked about on a later pass). The pass reads the waiting attempts page by page, so messages a
 * provider keeps calling "on its way" cannot crowd newer ones out of every pass (up to REPORT_PAGES pages).
 * An attempt taken by a provider no longer configured for its channel is left as it is. Answers how many
 * reports it wrote. `pageSize` is REPORT_BATCH but in tests.
 */
export async function collectDeliveryReports(deps: DeliveryDeps, pageSize = REPORT_BATCH): Promise<number> {
  const now = deps.clock.now();
  let written = 0;
  let after = 0;
  for (let page = 0; page < REPORT_PAGES; page++) {
    const waiting = await waitingForReports(deps.db, now, after, pageSize);
    written += await writeReports(deps, waiting, now);
    if (waiting.length < pageSize) break;
    after = waiting[waiting.length - 1]!.id;
  }
  return written;
}

/** Asks each channel's provider about its share of `waiting` and writes the final reports; answers how many. */
async function writeReports(deps: DeliveryDeps, waiting: Waiting[], now: Date): Promise<number> {
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
