import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { logContext, runInLogContext } from '../observability/log-context';
import { jobRuns } from '../observability/metrics';

export type Job<T> = { id: string; name: string; data: T };

/** What a queue runs: one job at a time per call, several calls at once up to `concurrency`. */
export type JobDefinition<T = Record<string, unknown>> = {
  name: string;
  handle: (data: T, job: Job<T>) => Promise<void>;
  /** Jobs of this queue run at once in one process. */
  concurrency?: number;
  /** A failed job is tried again this many times, `retryDelaySeconds` apart (doubling). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /**
   * `stately`: at most one waiting and one running job per singleton key, so the same work sent by two
   * instances is queued once. `standard`: every send is a job.
   */
  policy?: 'standard' | 'stately';
  /** A cron line (Seoul time) on which the queue gets a job; pg-boss sends it once across instances. */
  cron?: string;
  /** Also sent a job when a working instance starts, so its first run does not wait for the cron. */
  runAtStart?: boolean;
};

export type SendOptions = { singletonKey?: string; startAfter?: Date };

export type JobQueue = {
  /** Installs pg-boss's schema and creates the queues; with `work`, polls and runs jobs and their crons. */
  start(options: { work: boolean }): Promise<void>;
  stop(): Promise<void>;
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /** Many jobs of one queue in one statement (a daily run's fan-out). */
  sendMany<T extends object>(name: string, jobs: { data: T; singletonKey?: string }[]): Promise<void>;
  /** Runs this process's waiting jobs of the given queues (all when empty) until none is left. */
  drain(names?: string[]): Promise<number>;
  /** Waiting or running jobs of a queue (tests, bench). */
  size(name: string): Promise<number>;
};

const SEOUL = 'Asia/Seoul';
/** Where a job's data keeps the id of the request (or the job's request) that sent it. */
export const REQUEST_ID_KEY = '_requestId';

/** A job's data with the sending request's id, when it was sent on behalf of one. */
function withRequestId<T extends object>(data: T): T {
  const requestId = logContext()?.requestId;
  return requestId ? { ...data, [REQUEST_ID_KEY]: requestId } : data;
}
const POLL_MS = 1000;
/** pg-boss's schema (its default). */
const BOSS_SCHEMA = 'pgboss';

/** pg-boss over the app's own database: a node-postgres pool, or PGlite (one statement list at a time). */
function bossDb(database: Database): PgBoss.Db {
  return { executeSql: (text, values) => database.query(text, values) };
}

/**
 * The job queue: pg-boss on the shop's own PostgreSQL (or PGlite), so jobs are shared safely by every
 * instance and survive a restart. Each job claims its row with SKIP LOCKED; the work itself is written
 * so that running it twice changes nothing (docs/decisions/013-rental-lifecycle-engine.md).
 */
export function createJobQueue(
  database: Database,
  definitions: JobDefinition<never>[],
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void },
  /** Runs before each job (the demo clock reads the offset another instance may have moved). */
  beforeJob: () => Promise<void> = async () => undefined,
): JobQueue {
  const byName = new Map(definitions.map((d) => [d.name, d as unknown as JobDefinition]));
  let boss: PgBoss | null = null;
  let working = false;
  /** Ends the dispatcher's wait between polls (on stop, which should not wait out the second). */
  let wakeDispatch: () => void = () => undefined;
  const loops: Promise<void>[] = [];

  const ensure = () => {
    if (!boss) throw new Error('job queue not started');
    return boss;
  };

  async function runOne(definition: JobDefinition, job: Job<Record<string, unknown>>): Promise<boolean> {
    const b = ensure();
    try {
      await beforeJob();
      const requestId = job.data[REQUEST_ID_KEY];
      await runInLogContext(
        { job: job.name, jobId: job.id, ...(typeof requestId === 'string' ? { requestId } : {}) },
        () => definition.handle(job.data, job),
      );
      await b.complete(definition.name, job.id);
      jobRuns.inc({ queue: definition.name, outcome: 'completed' });
      return true;
    } catch (error) {
      jobRuns.inc({ queue: definition.name, outcome: 'failed' });
      log.error(
        { err: error, job: job.name, jobId: job.id, requestId: job.data[REQUEST_ID_KEY], data: job.data },
        'job failed',
      );
      await b.fail(definition.name, job.id, { message: String(error) }).catch(() => undefined);
      return false;
    }
  }

  /**
   * Keeps up to `concurrency` jobs of a queue running, fetching more as each finishes (a job's wait on a
   * provider does not hold back the others), while `going()` says so. Returns once nothing of the queue is
   * waiting or running; answers how many jobs it ran.
   */
  async function pump(definition: JobDefinition, going: () => boolean): Promise<number> {
    const limit = definition.concurrency ?? 1;
    const running = new Set<Promise<boolean>>();
    let ran = 0;
    while (going()) {
      if (running.size < limit) {
        let jobs: Job<Record<string, unknown>>[] = [];
        try {
          jobs = await ensure().fetch<Record<string, unknown>>(definition.name, {
            batchSize: limit - running.size,
          });
        } catch (error) {
          log.warn({ err: error, job: definition.name }, 'job queue poll failed');
        }
        for (const job of jobs) {
          const run: Promise<boolean> = runOne(definition, job).finally(() => running.delete(run));
          running.add(run);
          ran += 1;
        }
        if (jobs.length > 0) continue;
        if (running.size === 0) break;
      }
      await Promise.race(running);
    }
    await Promise.all(running);
    return ran;
  }

  /**
   * Which of these queues have a job ready to run, in one read: a drain's pass then fetches from those
   * alone, where a fetch from each queue (a locking update apiece) made most of a test day's engine run.
   */
  async function readyQueues(names: string[]): Promise<Set<string>> {
    const { rows } = await database.query(
      `SELECT DISTINCT name FROM ${BOSS_SCHEMA}.job WHERE name = ANY($1) AND state < 'active' AND start_after < now()`,
      [names],
    );
    return new Set(rows.map((row) => String(row.name)));
  }

  /**
   * A working instance's one poll: every POLL_MS a single read finds the queues with a job ready, and a pump
   * runs each of those until it is empty. An idle instance so sends the database one plain read a second,
   * where a fetch per queue (a locking update apiece, ten queues) made ten; every instance on the database
   * polls, so this is what an idle fleet costs it.
   */
  async function dispatch(): Promise<void> {
    const names = [...byName.keys()];
    const pumping = new Map<string, Promise<unknown>>();
    while (working) {
      const idle = names.filter((name) => !pumping.has(name));
      let ready = new Set<string>();
      try {
        if (idle.length > 0) ready = await readyQueues(idle);
      } catch (error) {
        log.warn({ err: error }, 'job queue poll failed');
      }
      for (const name of ready) {
        const run = pump(byName.get(name)!, () => working).finally(() => pumping.delete(name));
        pumping.set(name, run);
      }
      await new Promise<void>((resolve) => {
        wakeDispatch = resolve;
        setTimeout(resolve, POLL_MS).unref();
      });
    }
    await Promise.all(pumping.values());
  }

  return {
    async start({ work }) {
      boss = new PgBoss({
        db: bossDb(database),
        schema: BOSS_SCHEMA,
        schedule: work,
        supervise: work,
        // Finished jobs stay a week for the console, then go.
        deleteAfterDays: 7,
      });
      boss.on('error', (error) => log.warn({ err: error }, 'job queue error'));
      await boss.start();
      for (const d of byName.values()) {
        const options = {
          name: d.name,
          policy: d.policy ?? 'standard',
          retryLimit: d.retryLimit ?? 3,
          retryDelay: d.retryDelaySeconds ?? 30,
          retryBackoff: true,
        } as const;
        if (await boss.getQueue(d.name)) await boss.updateQueue(d.name, options);
        else await boss.createQueue(d.name, options);
        if (work && d.cron) await boss.schedule(d.name, d.cron, {}, { tz: SEOUL, singletonKey: d.name });
        // On a stately queue, instances starting together leave one job waiting (its work runs twice safely).
        if (work && d.runAtStart) await boss.send(d.name, {});
      }
      if (work) {
        working = true;
        loops.push(dispatch());
      }
    },

    async stop() {
      working = false;
      wakeDispatch();
      await Promise.all(loops.splice(0));
      await boss?.stop({ graceful: true, close: false, wait: true, timeout: 10_000 });
      boss = null;
    },

    send(name, data, options = {}) {
      return ensure().send(name, withRequestId(data), {
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      });
    },

    async sendMany(name, jobs) {
      // Rows take the queue's retry settings; a singleton key already waiting is skipped.
      for (let i = 0; i < jobs.length; i += 1000) {
        await ensure().insert(
          jobs.slice(i, i + 1000).map((job) => ({
            name,
            data: withRequestId(job.data),
            ...(job.singletonKey ? { singletonKey: job.singletonKey } : {}),
          })),
        );
      }
    },

    async drain(names = []) {
      const chosen = names.length ? names.map((n) => byName.get(n)!) : [...byName.values()];
      let ran = 0;
      let looked = false;
      // A job of one queue may send jobs to another: go round until a whole pass finds nothing.
      for (;;) {
        const ready = await readyQueues(chosen.map((d) => d.name));
        const counts = await Promise.all(
          chosen.filter((d) => ready.has(d.name)).map((d) => pump(d, () => true)),
        );
        const pass = counts.reduce((sum, n) => sum + n, 0);
        if (pass > 0) {
          ran += pass;
          looked = false;
          continue;
        }
        if (looked) return ran;
        // pg-boss fetches jobs whose start_after < now(): one sent within the same tick of the database's
        // clock is not there yet. Look once more a moment later before calling the queues empty.
        looked = true;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },

    size: (name) => ensure().getQueueSize(name),
  };
}
