import { featdSchema } from '@shop/domain/api/featured';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cachedGet } from '../../catalog-cache/cached-get';
import { listEnvelope, listed } from '../../http/envelope';
import { paginationQuery } from '../../http/pagination';
import { listFeatds } from './featds-service';

/** GET featds: the home screen's featured groups (storefront-and-account.md 2.7). */
export const featuredRoutes: FastifyPluginAsyncZod = async (app) => {
  cachedGet(
    app,
    '/featds',
    { tags: ['featured'], querystring: paginationQuery, response: { 200: listEnvelope(featdSchema) } },
    async (db, { query }) => listed(await listFeatds(db, query), query),
  );
};
