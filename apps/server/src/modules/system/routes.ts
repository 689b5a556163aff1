import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness with a database round trip',
        response: {
          200: z.object({ data: z.object({ status: z.literal('ok'), database: z.string() }) }),
          503: z.object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())) }),
        },
      },
    },
    async (request, reply) => {
      try {
        await app.database.ping();
        return { data: { status: 'ok' as const, database: app.database.engine } };
      } catch (err) {
        request.log.error({ err }, 'health check failed');
        return reply.status(503).send({ message: '데이터베이스에 연결할 수 없습니다.', errors: {} });
      }
    },
  );

  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};
