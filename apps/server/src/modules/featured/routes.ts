import { featdSchema } from '@shop/domain/api/featured';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { list, listEnvelope } from '../../http/envelope';
import { paginationQuery } from '../../http/pagination';
import { listFeatds } from './featds-service';

/** GET featds: the home screen's featured groups (storefront-and-account.md 2.7). */
export const featuredRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/featds',
    {
      ...app.catalogCache.routeOptions,
      schema: {
        tags: ['featured'],
        querystring: paginationQuery,
        response: { 200: listEnvelope(featdSchema) },
      },
    },
    async (request, reply) =>
      app.catalogCache.serve(request, reply, async (db) => {
        const { rows, total } = await listFeatds(db, request.query);
        return list(rows, request.query, total);
      }),
  );
};
