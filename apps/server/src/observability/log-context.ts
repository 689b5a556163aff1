import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/** What every log line written on behalf of a request or a job carries. */
export type LogContext = { requestId?: string; job?: string; jobId?: string };

const storage = new AsyncLocalStorage<LogContext>();

/** The request or job this code runs for, if any. */
export const logContext = (): LogContext | undefined => storage.getStore();

export const runInLogContext = <T>(context: LogContext, run: () => T): T => storage.run(context, run);

/**
 * pino's mixin: a log line written inside a job (app.log, not a request's logger) names the job and the
 * request that sent it, so one id follows a customer's click into the work it queued.
 */
export const logContextMixin = (): object => {
  const context = storage.getStore();
  return context?.job ? context : {};
};

/** Each request runs in a context holding its id (the caller's X-Request-Id or a new one). */
export function registerLogContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => storage.run({ requestId: request.id }, done));
}
