import type { FastifyRequest } from 'fastify';

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/;

/** The request's `Idempotency-Key` header, if it has one. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  return Array.isArray(header) ? header[0] : header;
}

/** Whether a key has the accepted form: 8 to 200 letters, digits and `_ . : -`. */
export const wellFormedKey = (key: string | undefined): key is string =>
  key !== undefined && KEY_PATTERN.test(key);
