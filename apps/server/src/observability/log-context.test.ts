import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { logContext, logContextMixin, registerLogContext, runInLogContext } from './log-context';

describe('log context', () => {
  it('holds the request id for the whole request, across awaits', async () => {
    const app = Fastify({ requestIdHeader: 'x-request-id' });
    registerLogContext(app);
    app.addHook('preHandler', async () => new Promise((resolve) => setTimeout(resolve, 5)));
    app.get('/who', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return logContext() ?? {};
    });
    const res = await app.inject({ url: '/who', headers: { 'x-request-id': 'req-42' } });
    expect(res.json()).toEqual({ requestId: 'req-42' });
    await app.close();
  });

  it('adds the job and its request to log lines written inside a job only', () => {
    expect(runInLogContext({ requestId: 'r1' }, logContextMixin)).toEqual({});
    expect(runInLogContext({ requestId: 'r1', job: 'engine.round', jobId: 'j1' }, logContextMixin)).toEqual({
      requestId: 'r1',
      job: 'engine.round',
      jobId: 'j1',
    });
  });
});
