import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerDeferredAccountGuard, takeAccountCheck } from './deferred-account-check';

describe('a deferred account check', () => {
  async function app() {
    const server = Fastify();
    server.decorateRequest('userId', null);
    registerDeferredAccountGuard(server);
    const deferred = async (request: { userId: number | null; deferredAccountCheck?: unknown }) => {
      request.userId = 7;
      request.deferredAccountCheck = { tokenVersion: 3, taken: false };
    };
    server.get('/forgotten', { preHandler: deferred }, async () => ({ ok: true }));
    server.get('/taken', { preHandler: deferred }, async (request) => ({ check: takeAccountCheck(request) }));
    server.get('/refused', { preHandler: deferred }, async (_request, reply) =>
      reply.status(400).send({ message: 'bad input' }),
    );
    server.get('/plain', async () => ({ check: null }));
    return server;
  }

  it('lets an answer through once the statement took the check, with the token version to check', async () => {
    const res = await (await app()).inject('/taken');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ check: { userId: 7, tokenVersion: 3 } });
  });

  it('turns a successful answer on an unchecked account into a 500', async () => {
    const res = await (await app()).inject('/forgotten');
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('ok');
  });

  it('leaves refusals and calls without a deferred check alone', async () => {
    const server = await app();
    expect((await server.inject('/refused')).statusCode).toBe(400);
    expect((await server.inject('/plain')).statusCode).toBe(200);
  });
});
