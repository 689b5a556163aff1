import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { shedRequests } from '../observability/metrics';
import { HttpError } from './errors';

export type AdmissionLimits = {
  /** API requests this instance works on at once. */
  concurrency: number;
  /** Requests that may wait for a turn; one more is refused at once. */
  queue: number;
  /** How long one may wait before it is refused. */
  waitMs: number;
};

export const OVERLOADED_MESSAGE = '지금 요청이 많아 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.';
/** Seconds a refused client is told to wait before trying again. */
export const RETRY_AFTER_SECONDS = 1;

const seat = Symbol('seat');
type Tracked = FastifyRequest & { [seat]?: boolean };

/**
 * A bounded queue in front of the database, per instance: past `concurrency` API requests at once, the
 * next wait in turn (at most `queue` of them, each at most `waitMs`), and the rest are answered 503 with
 * Retry-After at once, so a burst fails fast instead of every caller waiting many seconds behind the
 * embedded database's single connection. Static files, health and metrics are never held. A seat is given
 * back when the answer is sent or the caller hangs up, whichever comes first, also while it waits.
 */
export function registerAdmission(app: FastifyInstance, limits: AdmissionLimits): void {
  let active = 0;
  const waiting: (() => void)[] = [];

  const refuse = (reason: 'queue_full' | 'wait_timeout') => {
    shedRequests.inc({ reason });
    return new HttpError(503, OVERLOADED_MESSAGE);
  };
  const release = (request: Tracked) => {
    if (!request[seat]) return;
    request[seat] = false;
    // The seat goes straight to the next in line, so `active` never drops below what runs.
    const next = waiting.shift();
    if (next) next();
    else active--;
  };
  /** The request holds a seat until its answer is out or its connection is gone. */
  const seated = (request: Tracked, reply: FastifyReply) => {
    request[seat] = true;
    if (reply.raw.closed || reply.raw.destroyed) return release(request);
    reply.raw.once('close', () => release(request));
  };

  /** A request past the limit: it waits for a seat in line, or is refused. */
  const waitForSeat = async (request: Tracked, reply: FastifyReply) => {
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    if (waiting.length >= limits.queue) throw refuse('queue_full');
    const turn = await new Promise<'seated' | 'timeout' | 'gone'>((resolve) => {
      const leave = (why: 'timeout' | 'gone') => {
        clearTimeout(timer);
        reply.raw.off('close', gone);
        const at = waiting.indexOf(take);
        if (at >= 0) waiting.splice(at, 1);
        resolve(why);
      };
      const take = () => {
        clearTimeout(timer);
        reply.raw.off('close', gone);
        resolve('seated');
      };
      const gone = () => leave('gone');
      const timer = setTimeout(() => leave('timeout'), limits.waitMs);
      reply.raw.once('close', gone);
      waiting.push(take);
    });
    if (turn === 'seated') {
      reply.removeHeader('retry-after');
      return seated(request, reply);
    }
    throw refuse(turn === 'timeout' ? 'wait_timeout' : 'queue_full');
  };

  // A callback hook: a request under the limit (nearly all of them) is seated without a promise.
  app.addHook('onRequest', (request: Tracked, reply, done) => {
    if (!request.url.startsWith('/api/')) return done();
    if (active < limits.concurrency) {
      active++;
      seated(request, reply);
      return done();
    }
    waitForSeat(request, reply).then(() => done(), done);
  });
  app.addHook('onResponse', (request: Tracked, _reply, done) => {
    release(request);
    done();
  });
}
