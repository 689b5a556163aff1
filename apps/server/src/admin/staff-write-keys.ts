import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { errorBodySchema } from '../http/envelope';
import { badRequest } from '../http/errors';
import { sendIdempotent } from '../http/idempotency';
import { idempotencyKeyOf } from '../http/idempotency-key';
import { currentStaff } from './staff-auth/require-staff';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const STAFF_WRITE_KEY_REQUIRED_MESSAGE =
  '요청 키(Idempotency-Key)가 없는 요청은 처리할 수 없습니다. 화면을 새로 고친 뒤 다시 시도해 주세요.';

/**
 * The writes (method and path under the admin API) refused without a key: a repeat of them is a second
 * effect no state refuses (a second refund fits in what is left of the charge). A rental's or an AS
 * request's moves are refused by their state machine once made, so a key there is welcome but not required
 * (decision 032).
 */
export const KEY_REQUIRED_WRITES: readonly string[] = ['POST /payments/:id/refunds'];

/**
 * The writes whose answer must not be stored, so they take no key: a one-time password link (only its
 * SHA-256 is kept anywhere) and a customer's unmasked details (shown once, each time audited).
 */
export const UNSTORED_WRITES: readonly string[] = [
  'POST /staff',
  'POST /staff/:id/reset-password',
  'POST /customers/:id/reveal',
];

/** What a retry with the same key must repeat: the route's parameters (which payment) and its body. */
const keyedInput = (request: FastifyRequest) => ({
  params: request.params ?? null,
  query: request.query ?? null,
  body: request.body ?? null,
});

/**
 * onRoute of the admin API (its routes under `prefix`): every staff write of a console area (not the
 * sign-in, not a member's own session and password) runs through the customer API's idempotency
 * (http/idempotency.ts) under the staff member's own keys. The same key and request from the same member
 * replays the first answer with no second effect; another request under that key is refused (422); a
 * duplicate sent while the first runs waits for its answer. A write of `KEY_REQUIRED_WRITES` without a key
 * is refused before it runs. The route's answers are described with those refusals.
 */
export const keyStaffWrites = (prefix: string) => (route: RouteOptions) => {
  const methods = [route.method].flat();
  const permission = route.config?.permission;
  if (!methods.every((m) => WRITES.has(m))) return;
  if (permission === undefined || permission === 'public' || permission === 'signedIn') return;
  const name = `${methods.join(',')} ${route.url}`;
  const path = `${methods.join(',')} ${route.url.slice(prefix.length)}`;
  if (UNSTORED_WRITES.includes(path)) return;
  const required = KEY_REQUIRED_WRITES.includes(path);
  const handler = route.handler;
  route.handler = async function keyedWrite(this: unknown, request: FastifyRequest, reply: FastifyReply) {
    if (required && idempotencyKeyOf(request) === undefined) {
      throw badRequest(STAFF_WRITE_KEY_REQUIRED_MESSAGE);
    }
    return sendIdempotent(
      request,
      reply,
      name,
      async () => {
        const body: unknown = await handler.call(this as never, request, reply);
        if (reply.sent)
          throw new Error(`${name}: a keyed staff write returns its answer, it does not send it`);
        return { status: reply.statusCode, body };
      },
      { owner: { staffId: currentStaff(request).id }, body: keyedInput(request) },
    );
  };
  const response = route.schema?.response as Record<number, unknown> | undefined;
  if (response) {
    route.schema = {
      ...route.schema,
      response: { 400: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema, ...response },
    };
  }
};
