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

/**
 * The catalog read calls of storefront-and-account.md section 7, answered from the catalogue cache: each
 * answer is computed once per catalogue version (catalog-cache/catalog-cache.ts).
 */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/prodCats',
    {
      ...app.catalogCache.routeOptions,
      schema: {
        tags,
        querystring: paginationQuery.extend(prodCatsQuerySchema.shape),
        response: { 200: listEnvelope(prodCatSchema) },
      },
    },
    async (request, reply) => {
      const { query } = request;
      return app.catalogCache.serve(request, reply, async (db) => {
        const cats = await listProdCats(db, {
          state: query.state,
          prodsSimple: query.prods_simple === 'true' || query.prods_simple === '1',
          prodsCountGt: query.prods_count_gt,
        });
        return pageOf(cats, query);
      });
    },
  );

  app.get(
    '/prods',
    {
      ...app.catalogCache.routeOptions,
      schema: {
        tags,
        querystring: paginationQuery.extend(prodsQuerySchema.shape),
        response: { 200: listEnvelope(prodSummarySchema) },
      },
    },
    async (request, reply) =>
      app.catalogCache.serve(request, reply, async (db) => {
        const { rows, total } = await listProds(db, request.query, request.query);
        return list(rows, request.query, total);
      }),
  );

  app.get(
    '/prods/:id',
    {
      ...app.catalogCache.routeOptions,
      schema: {
        tags,
        params: z.object({ id: z.coerce.number().int().positive() }),
        querystring: z.object({ subsc_cat_id: z.coerce.number().int().positive().optional() }),
        response: { 200: itemEnvelope(prodDetailSchema), 404: errorBodySchema },
      },
    },
    async (request, reply) =>
      app.catalogCache.serve(request, reply, async (db) =>
        item(await getProdDetail(db, request.params.id, request.query.subsc_cat_id)),
      ),
  );

  app.get(
    '/tags',
    {
      ...app.catalogCache.routeOptions,
      schema: { tags, querystring: paginationQuery, response: { 200: listEnvelope(tagSchema) } },
    },
    async (request, reply) =>
      app.catalogCache.serve(request, reply, async (db) => pageOf(await listTags(db), request.query)),
  );

  app.get(
    '/subscCats',
    {
      ...app.catalogCache.routeOptions,
      schema: {
        tags,
        querystring: paginationQuery.extend(subscCatsQuerySchema.shape),
        response: { 200: listEnvelope(subscCatSchema) },
      },
    },
    async (request, reply) =>
      app.catalogCache.serve(request, reply, async (db) =>
        pageOf(await listSubscCats(db, { type: request.query.type }), request.query),
      ),
  );
};
