import { docSchema, docsQuerySchema } from '@shop/domain/api/docs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, item, itemEnvelope, listed } from '../../http/envelope';
import { idParams } from '../../http/id-params';
import { pagedListSchema } from '../../http/route-schemas';
import { getDoc, getDocBySlug, listDocs } from './docs-service';

const tags = ['docs'];
const response = { 200: itemEnvelope(docSchema), 404: errorBodySchema };

/** Terms, policies, information pages and product manuals (storefront-and-account.md 2.11); all public. */
export const docsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/docs',
    {
      schema: { tags, ...pagedListSchema(docsQuerySchema, docSchema) },
    },
    async ({ query }) => listed(await listDocs(app.db, query, query), query),
  );

  app.get('/docs/:id', { schema: { tags, params: idParams, response } }, async ({ params }) =>
    item(await getDoc(app.db, params.id)),
  );

  app.get(
    '/docs/slug/:slug',
    { schema: { tags, params: z.object({ slug: z.string().min(1).max(200) }), response } },
    async ({ params }) => item(await getDocBySlug(app.db, params.slug)),
  );
};
