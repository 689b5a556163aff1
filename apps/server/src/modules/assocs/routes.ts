import { prodAssocSchema, prodAssocsQuerySchema } from '@shop/domain/api/assocs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listEnvelope } from '../../http/envelope';
import { pageOf } from '../../http/page-of';
import { paginationQuery } from '../../http/pagination';
import { listProdAssocs } from './prod-assocs-service';

/** GET prodAssocs?prod_id= (the documents call it with a trailing slash too). */
export const assocsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const url of ['/prodAssocs', '/prodAssocs/']) {
    app.get(
      url,
      {
        schema: {
          tags: ['catalog'],
          hide: url.endsWith('/'),
          querystring: paginationQuery.extend(prodAssocsQuerySchema.shape),
          response: { 200: listEnvelope(prodAssocSchema) },
        },
      },
      async ({ query }) => pageOf(await listProdAssocs(app.db, query), query),
    );
  }
};
