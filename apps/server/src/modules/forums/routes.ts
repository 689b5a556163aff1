import { forumSchema, forumsQuerySchema } from '@shop/domain/api/forums';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cachedGet } from '../../catalog-cache/cached-get';
import { errorBodySchema, item, itemEnvelope, listed } from '../../http/envelope';
import { idParams } from '../../http/id-params';
import { pagedListSchema } from '../../http/route-schemas';
import { getForum, listForums } from './forums-service';

const tags = ['forums'];

/**
 * FAQ and notices (storefront-and-account.md 2.9); content is sanitised HTML. Answered from the catalogue
 * cache (catalog-cache/), compressed once there.
 */
export const forumsRoutes: FastifyPluginAsyncZod = async (app) => {
  cachedGet(
    app,
    '/forums',
    { tags, ...pagedListSchema(forumsQuerySchema, forumSchema) },
    async (db, { query }) => listed(await listForums(db, query, query), query),
  );

  cachedGet(
    app,
    '/forums/:id',
    {
      tags,
      params: idParams,
      response: { 200: itemEnvelope(forumSchema), 404: errorBodySchema },
    },
    async (db, { params }) => item(await getForum(db, params.id)),
  );
};
