import { createHash } from 'node:crypto';
import {
  IDEMPOTENCY_IN_PROGRESS_MESSAGE,
  IDEMPOTENCY_MISMATCH_MESSAGE,
} from '@shop/domain/checkout/checkout-messages';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { perDatabase } from '../db/per-database';
import { idempotencyKeys } from '../db/schema';
import { accountInUse, refuseUnlessInUse, takeAccountCheck } from '../security/deferred-account-check';
import { HttpError } from './errors';
import { idempotencyKeyOf, wellFormedKey } from './idempotency-key';

export type Answer = { status: number; body: unknown };

/** Whose key it is: a customer's (`userId`) or a staff member's (`staffId`); two owners' keys never meet. */
export type KeyOwner = { userId: number; staffId?: undefined } | { staffId: number; userId?: undefined };

const WAIT_STEP_MS = 50;

/**
 * Longer than any request can run: a payment's provider calls time out well before, and a payment left
 * pending by a stopped server is settled by the sweep after ABANDONED_PAYMENT_MINUTES; a minute after that,
 * an unanswered claim belongs to no running request.
 */
export const claimStaleAfterMs = (config: Config) => config.payments.abandonedAfterMs + 60_000;

function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, stable((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

export const requestHash = (body: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(stable(body ?? null)))
    .digest('hex');

// The two statements of every keyed call, built once per database (prepared queries, like user_token_state).
const claimQuery = perDatabase((db) =>
  db
    .insert(idempotencyKeys)
    .values({
      userId: sql.placeholder('userId'),
      staffId: sql.placeholder('staffId'),
      route: sql.placeholder('route'),
      key: sql.placeholder('key'),
      requestHash: sql.placeholder('requestHash'),
    })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id })
    .prepare('idempotency_claim'),
);
const answerQuery = perDatabase((db) =>
  db
    .update(idempotencyKeys)
    .set({
      statusCode: sql`${sql.placeholder('statusCode')}::int`,
      response: sql`${sql.placeholder('response')}::jsonb`,
    })
    .where(eq(idempotencyKeys.id, sql.placeholder('id')))
    .prepare('idempotency_answer'),
);

/**
 * A customer's claim and the check of their account in one statement: the key is claimed only when the
 * account is in use and the token's version is still the account's (not signed out, password unchanged,
 * not withdrawn). A failed check is 401 with nothing stored; an existing claim gives no row, as the plain
 * claim does.
 */
async function claimIfAccountInUse(
  db: Db,
  input: {
    route: string;
    key: string;
    requestHash: string;
    account: { userId: number; tokenVersion: number };
  },
): Promise<{ id: number }[]> {
  const result = await db.execute(sql`
    with account as (select ${accountInUse(input.account)} as in_use),
    claim as (
      insert into ${idempotencyKeys} (user_id, route, key, request_hash)
      select ${input.account.userId}::int, ${input.route}::text, ${input.key}::text, ${input.requestHash}::text
      from account where in_use
      on conflict do nothing
      returning id
    )
    select (select in_use from account) as account, (select id from claim) as id`);
  const [row] = (result as unknown as { rows: { account: boolean; id: number | null }[] }).rows;
  refuseUnlessInUse(row?.account);
  return row?.id == null ? [] : [{ id: row.id }];
}

/**
 * Runs a create call once per `Idempotency-Key`: the key is claimed in its own statement before any work
 * (so before a provider is called); the answer, success or a Korean 4xx, is stored and replayed to a retry
 * with the same body. A different body under the same key is refused (422); a retry while the first is
 * still running waits for it, then gets 409 if it is still not done; a claim left unanswered by a stopped
 * server is taken over once it is stale. An unexpected failure frees the key.
 */
export async function idempotent(
  db: Db,
  input: KeyOwner & {
    route: string;
    key: string | undefined;
    body: unknown;
    waitMs?: number;
    /** A claim with no answer older than this was left by a stopped server (`claimStaleAfterMs`). */
    staleAfterMs: number;
    /**
     * The customer's account still to be checked (`requireUserAtClaim`): the claim is made only if the
     * account is in use with this token version, in the same statement; otherwise 401 and nothing stored.
     */
    accountAtClaim?: { userId: number; tokenVersion: number };
  },
  run: () => Promise<Answer>,
): Promise<Answer> {
  if (input.key === undefined) return run();
  if (!wellFormedKey(input.key)) {
    throw new HttpError(400, '요청 키(Idempotency-Key)의 형식이 올바르지 않습니다.');
  }
  const hash = requestHash(input.body);
  const where = and(
    input.staffId === undefined
      ? eq(idempotencyKeys.userId, input.userId)
      : eq(idempotencyKeys.staffId, input.staffId),
    eq(idempotencyKeys.route, input.route),
    eq(idempotencyKeys.key, input.key),
  );
  const claimed = input.accountAtClaim
    ? await claimIfAccountInUse(db, {
        route: input.route,
        key: input.key,
        requestHash: hash,
        account: input.accountAtClaim,
      })
    : await claimQuery(db).execute({
        userId: input.userId ?? null,
        staffId: input.staffId ?? null,
        route: input.route,
        key: input.key,
        requestHash: hash,
      });
  if (claimed[0]) return runClaimed(db, claimed[0].id, run);

  const deadline = Date.now() + (input.waitMs ?? 5000);
  for (;;) {
    const [row] = await db.select().from(idempotencyKeys).where(where);
    if (!row) return idempotent(db, input, run); // the first attempt failed and freed the key
    if (row.requestHash !== hash) throw new HttpError(422, IDEMPOTENCY_MISMATCH_MESSAGE);
    if (row.statusCode !== null) return { status: row.statusCode, body: row.response };
    // A claim with no answer long after any request could still be running: its server stopped. The
    // retry takes the claim over and runs afresh; the run decides from the database (a payment the
    // sweep settled, an order already paid) what the answer is.
    if (row.createdAt.getTime() < Date.now() - input.staleAfterMs) {
      const [taken] = await db
        .update(idempotencyKeys)
        .set({ createdAt: new Date() })
        .where(
          and(
            eq(idempotencyKeys.id, row.id),
            isNull(idempotencyKeys.statusCode),
            eq(idempotencyKeys.createdAt, row.createdAt),
          ),
        )
        .returning({ id: idempotencyKeys.id });
      if (taken) return runClaimed(db, taken.id, run);
      continue;
    }
    if (Date.now() >= deadline) throw new HttpError(409, IDEMPOTENCY_IN_PROGRESS_MESSAGE);
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
}

/** Runs the call under a claim held by this request and stores its answer (a 5xx frees the key). */
async function runClaimed(db: Db, claimId: number, run: () => Promise<Answer>): Promise<Answer> {
  let answer: Answer;
  try {
    answer = await run();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) {
      answer = {
        status: error.statusCode,
        body: { message: error.message, errors: error.errors, ...error.extra },
      };
    } else {
      await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, claimId));
      throw error;
    }
  }
  await answerQuery(db).execute({
    id: claimId,
    statusCode: answer.status,
    response: JSON.stringify(answer.body),
  });
  return answer;
}

/**
 * The route-side wrapper: reads the header, runs, and sends the (possibly replayed) answer. The key is the
 * signed-in customer's and the request's body is what a retry must repeat, unless `keyed` says otherwise
 * (a staff member's write: their key, and the route's parameters with its body).
 */
export async function sendIdempotent(
  request: FastifyRequest,
  reply: FastifyReply,
  route: string,
  run: () => Promise<Answer>,
  keyed: { owner: KeyOwner; body: unknown } = { owner: { userId: request.userId! }, body: request.body },
) {
  const answer = await idempotent(
    request.server.db,
    {
      ...keyed.owner,
      route,
      key: idempotencyKeyOf(request),
      body: keyed.body,
      staleAfterMs: claimStaleAfterMs(request.server.config),
      accountAtClaim: keyed.owner.userId === undefined ? undefined : takeAccountCheck(request),
    },
    run,
  );
  if (answer.status >= 400) {
    // The stored refusal as it was first sent: message, field errors and any extra fields of the contract.
    const { message, errors, ...extra } = answer.body as {
      message: string;
      errors?: Record<string, string[]>;
    } & Record<string, unknown>;
    throw new HttpError(answer.status, message, errors ?? {}, extra);
  }
  return reply.status(answer.status).send(answer.body);
}
