import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { demoClock } from '../db/schema';
import type { Clock } from './clock';

const ROW = 1;

/**
 * The demo's clock (CLOCK=demo, development only): real time plus an offset kept in the database, so every
 * instance agrees on it. `refresh` reads the offset (before each request and each job); `advance` moves
 * time forward for all of them.
 */
export type DemoClock = Clock & {
  refresh(): Promise<void>;
  advance(ms: number): Promise<Date>;
  offsetMs(): number;
};

export async function createDemoClock(db: Db): Promise<DemoClock> {
  let offset = 0;
  const clock: DemoClock = {
    now: () => new Date(Date.now() + offset),
    offsetMs: () => offset,
    async refresh() {
      const [row] = await db
        .select({ offsetMs: demoClock.offsetMs })
        .from(demoClock)
        .where(eq(demoClock.id, ROW));
      offset = row?.offsetMs ?? 0;
    },
    async advance(ms) {
      const [row] = await db
        .insert(demoClock)
        .values({ id: ROW, offsetMs: ms })
        .onConflictDoUpdate({
          target: demoClock.id,
          set: { offsetMs: sql`${demoClock.offsetMs} + ${ms}`, updatedAt: new Date() },
        })
        .returning({ offsetMs: demoClock.offsetMs });
      offset = row!.offsetMs;
      return clock.now();
    },
  };
  await clock.refresh();
  return clock;
}
