import { forumSchema, forumsQuerySchema } from '@shop/domain/api/forums';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, item, itemEnvelope, list, listEnvelope } from '../../http/envelope';
import { paginationQuery } from '../../http/pagination';
import { getForum, listForums } from './forums-service';

const tags = ['forums'];

/** FAQ and notices (storefront-and-account.md 2.9); content is sanitised HTML. */
export const forumsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/forums',
    {
      schema: {
        tags,
        querystring: paginationQuery.extend(forumsQuerySchema.shape),
        response: { 200: listEnvelope(forumSchema) },
      },
    },
    async ({ query }) => {
      const { rows, total } = await listForums(app.db, query, query);
      return list(rows, query, total);
    },
  );

  app.get(
    '/forums/:id',
    {
      schema: {
        tags,
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: itemEnvelope(forumSchema), 404: errorBodySchema },
      },
    },
    async ({ params }) => item(await getForum(app.db, params.id)),
  );
};
