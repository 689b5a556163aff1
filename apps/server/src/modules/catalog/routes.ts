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
import { cachedGet } from '../../catalog-cache/cached-get';
import { errorBodySchema, item, itemEnvelope, listEnvelope, listed } from '../../http/envelope';
import { idParams } from '../../http/id-params';
import { pageOf } from '../../http/page-of';
import { paginationQuery } from '../../http/pagination';
import { pagedListSchema } from '../../http/route-schemas';
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
  cachedGet(
    app,
    '/prodCats',
    { tags, ...pagedListSchema(prodCatsQuerySchema, prodCatSchema) },
    async (db, { query }) => {
      const cats = await listProdCats(db, {
        state: query.state,
        prodsSimple: query.prods_simple === 'true' || query.prods_simple === '1',
        prodsCountGt: query.prods_count_gt,
      });
      return pageOf(cats, query);
    },
  );

  cachedGet(
    app,
    '/prods',
    { tags, ...pagedListSchema(prodsQuerySchema, prodSummarySchema) },
    async (db, { query }) => listed(await listProds(db, query, query), query),
  );

  cachedGet(
    app,
    '/prods/:id',
    {
      tags,
      params: idParams,
      querystring: z.object({ subsc_cat_id: z.coerce.number().int().positive().optional() }),
      response: { 200: itemEnvelope(prodDetailSchema), 404: errorBodySchema },
    },
    async (db, { params, query }) => item(await getProdDetail(db, params.id, query.subsc_cat_id)),
  );

  cachedGet(
    app,
    '/tags',
    { tags, querystring: paginationQuery, response: { 200: listEnvelope(tagSchema) } },
    async (db, { query }) => pageOf(await listTags(db), query),
  );

  cachedGet(
    app,
    '/subscCats',
    { tags, ...pagedListSchema(subscCatsQuerySchema, subscCatSchema) },
    async (db, { query }) => pageOf(await listSubscCats(db, { type: query.type }), query),
  );
};
