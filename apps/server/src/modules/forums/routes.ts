import { forumSchema, forumsQuerySchema } from '@shop/domain/api/forums';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, item, itemEnvelope, list, listEnvelope } from '../../http/envelope';
import { paginationQuery } from '../../http/pagination';
import { getForum, listForums } from './forums-service';

const tags = ['forums'];

/**
 * FAQ and notices (storefront-and-account.md 2.9); content is sanitised HTML. Answered from the catalogue
 * cache (catalog-cache/), compressed once there.
 */
export const forumsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/forums',
    {
      ...app.catalogCache.routeOptions,
      schema: {
        tags,
        querystring: paginationQuery.extend(forumsQuerySchema.shape),
        response: { 200: listEnvelope(forumSchema) },
      },
    },
    async (request, reply) =>
      app.catalogCache.serve(request, reply, async (db) => {
        const { rows, total } = await listForums(db, request.query, request.query);
        return list(rows, request.query, total);
      }),
  );

  app.get(
    '/forums/:id',
    {
      ...app.catalogCache.routeOptions,
      schema: {
        tags,
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: itemEnvelope(forumSchema), 404: errorBodySchema },
      },
    },
    async (request, reply) =>
      app.catalogCache.serve(request, reply, async (db) => item(await getForum(db, request.params.id))),
  );
};
