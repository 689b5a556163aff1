import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../http/errors';
import { httpRequests, metrics } from './metrics';

/**
 * Operations endpoints outside the customer contract: `/livez` (the process answers), `/readyz` (the
 * database answers; a closing server answers 503 so the load balancer stops sending), and `/metrics` in
 * Prometheus format (behind METRICS_TOKEN when it is set).
 */
export async function registerObservability(app: FastifyInstance): Promise<void> {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    httpRequests.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });

  app.get('/livez', async () => ({ status: 'ok' }));

  app.get('/readyz', async (request, reply) => {
    try {
      await app.database.ping();
      return { status: 'ready', database: app.database.engine };
    } catch (err) {
      request.log.error({ err }, 'readiness: database unreachable');
      return reply.status(503).send({ message: '데이터베이스에 연결할 수 없습니다.', errors: {} });
    }
  });

  app.get('/metrics', async (request, reply) => {
    const token = app.config.metricsToken;
    if (token && request.headers.authorization !== `Bearer ${token}`) throw unauthorized();
    return reply.type(metrics.contentType).send(await metrics.metrics());
  });
}
