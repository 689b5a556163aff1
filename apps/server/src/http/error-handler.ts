import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isOutOfRange } from '../db/errors';
import { HttpError, TooManyRequests } from './errors';

const INVALID_INPUT = '입력값을 확인해 주세요.';
const SERVER_PROBLEM = '서비스가 원활하지 않습니다. 잠시 후 다시 시도해 주세요.';

/** Framework refusals whose reason is worth saying: a body past the size limit, a format no route reads. */
const CLIENT_ERROR_MESSAGES: Readonly<Record<number, string>> = {
  413: '요청 내용이 너무 큽니다.',
  415: '지원하지 않는 요청 형식입니다.',
};

/** Every failure leaves as `{message, errors}`; a 500 never carries the exception's own text. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error instanceof TooManyRequests) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply
        .status(error.statusCode)
        .send({ message: error.message, errors: error.errors, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        errors[field] = [...(errors[field] ?? []), issue.message ?? INVALID_INPUT];
      }
      return reply.status(400).send({ message: INVALID_INPUT, errors });
    }
    if (isOutOfRange(error)) {
      // The statement failed, so nothing was written; the number came from the request.
      request.log.warn({ err: error }, 'a number out of its column range');
      return reply.status(400).send({ message: INVALID_INPUT, errors: {} });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({
        message: status === 429 ? error.message : (CLIENT_ERROR_MESSAGES[status] ?? INVALID_INPUT),
        errors: {},
      });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: SERVER_PROBLEM, errors: {} });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: '요청하신 정보를 찾을 수 없습니다.', errors: {}, path: request.url });
  });
}

/**
 * The router's own refusals (a malformed `%` escape, a path segment past its length limit) are answered
 * before any handler runs; passed as Fastify's `frameworkErrors`, they leave in the same Korean envelope.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode ?? 400;
  reply.status(status).send({ message: status < 500 ? INVALID_INPUT : SERVER_PROBLEM, errors: {} });
}
