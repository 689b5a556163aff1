import {
  prodCatSchema,
  prodCatsQuerySchema,
  prodDetailSchema,
  prodSummarySchema,
  prodsQuerySchema,
  subscCatSchema,
  subscCatsQuerySchema,
  tagSchema,
} from '@shop/domain/api/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, item, itemEnvelope, list, listEnvelope } from '../../http/envelope';
import { pageOf } from '../../http/page-of';
import { paginationQuery } from '../../http/pagination';
import { listProdCats } from './prod-cats-service';
import { getProdDetail } from './prod-detail-service';
import { listProds } from './prods-service';
import { listSubscCats } from './subsc-cats-service';
import { listTags } from './tags-service';

const tags = ['catalog'];

/** The catalog read calls of storefront-and-account.md section 7. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/prodCats',
    {
      schema: {
        tags,
        querystring: paginationQuery.extend(prodCatsQuerySchema.shape),
        response: { 200: listEnvelope(prodCatSchema) },
      },
    },
    async ({ query }) => {
      const cats = await listProdCats(app.db, {
        state: query.state,
        prodsSimple: query.prods_simple === 'true' || query.prods_simple === '1',
        prodsCountGt: query.prods_count_gt,
      });
      return pageOf(cats, query);
    },
  );

  app.get(
    '/prods',
    {
      schema: {
        tags,
        querystring: paginationQuery.extend(prodsQuerySchema.shape),
        response: { 200: listEnvelope(prodSummarySchema) },
      },
    },
    async ({ query }) => {
      const { rows, total } = await listProds(app.db, query, query);
      return list(rows, query, total);
    },
  );

  app.get(
    '/prods/:id',
    {
      schema: {
        tags,
        params: z.object({ id: z.coerce.number().int().positive() }),
        querystring: z.object({ subsc_cat_id: z.coerce.number().int().positive().optional() }),
        response: { 200: itemEnvelope(prodDetailSchema), 404: errorBodySchema },
      },
    },
    async ({ params, query }) => item(await getProdDetail(app.db, params.id, query.subsc_cat_id)),
  );

  app.get(
    '/tags',
    { schema: { tags, querystring: paginationQuery, response: { 200: listEnvelope(tagSchema) } } },
    async ({ query }) => pageOf(await listTags(app.db), query),
  );

  app.get(
    '/subscCats',
    {
      schema: {
        tags,
        querystring: paginationQuery.extend(subscCatsQuerySchema.shape),
        response: { 200: listEnvelope(subscCatSchema) },
      },
    },
    async ({ query }) => pageOf(await listSubscCats(app.db, { type: query.type }), query),
  );
};
