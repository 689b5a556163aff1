import type { FastifyInstance } from 'fastify';
import { whileFullBatches } from '../jobs/full-batches';
import type { JobDefinition } from '../jobs/job-queue';
import { IDEMPOTENCY_PRUNE_BATCH, pruneIdempotencyKeys } from './prune-idempotency-keys';
import { pruneEndedTokenFamilies, TOKEN_FAMILY_PRUNE_BATCH } from './prune-token-families';

/** Every hour at :17: what the shop keeps only for a while is deleted once it has served. */
export const HOUSEKEEPING_JOB = 'housekeeping.prune';

/**
 * Runs `prune` until it deletes less than a full batch. These records expire by the wall clock (a request's
 * age, a token's expiry), never by the demo's business clock.
 */
const pruneAll = (prune: (now: Date) => Promise<number>, batch: number) =>
  whileFullBatches(() => prune(new Date()), batch);

export function housekeepingJobs(app: FastifyInstance): JobDefinition<never>[] {
  return [
    {
      name: HOUSEKEEPING_JOB,
      cron: '17 * * * *',
      policy: 'stately',
      retryLimit: 0,
      handle: async () => {
        const keys = await pruneAll((now) => pruneIdempotencyKeys(app.db, now), IDEMPOTENCY_PRUNE_BATCH);
        const families = await pruneAll(
          (now) => pruneEndedTokenFamilies(app.db, now),
          TOKEN_FAMILY_PRUNE_BATCH,
        );
        if (keys + families > 0) app.log.info({ keys, families }, 'pruned expired keys and sessions');
      },
    } satisfies JobDefinition<Record<string, never>> as JobDefinition<never>,
  ];
}
