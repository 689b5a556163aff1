import {
  type CartItemInput,
  type CartsPostBody,
  cartItemSchema,
  cartPriceLineSchema,
  cartsPostBodySchema,
  cartsPricesBodySchema,
  deleteByLocalIdBodySchema,
} from '@shop/domain/api/carts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { item, itemEnvelope } from '../../http/envelope';
import { errorAnswers } from '../../http/error-answers';
import { pageOf } from '../../http/page-of';
import { paginationQuery } from '../../http/pagination';
import { routeOptions } from '../../http/route-options';
import { listSchema } from '../../http/route-schemas';
import { requireActiveUser } from '../../security/require-active-user';
import { currentUserId, optionalUser } from '../../security/require-user';
import { priceCartItems } from './cart-pricing';
import { deleteCartItems, listCart, mergeCart } from './cart-service';

const options = routeOptions({ tags: ['carts'], errors: errorAnswers(400, 401) });

/** The server cart of a signed-in customer and the price lines (storefront-and-account.md section 7). */
export const cartsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/carts',
    {
      onRequest: requireActiveUser,
      ...options(listSchema(paginationQuery, cartItemSchema)),
    },
    async (request) => pageOf(await listCart(app.db, currentUserId(request)), request.query),
  );

  app.post(
    '/carts',
    {
      onRequest: requireActiveUser,
      ...options({
        description:
          'Merges items by local_id; 201 with the whole cart when one was added, 200 when only updated.',
        body: cartsPostBodySchema,
        response: {
          200: itemEnvelope(z.array(cartItemSchema)),
          201: itemEnvelope(z.array(cartItemSchema)),
        },
      }),
    },
    async (request, reply) => {
      const body: CartsPostBody = request.body;
      const items = 'local_id' in body ? [body as CartItemInput] : (body as { items: CartItemInput[] }).items;
      const merged = await mergeCart(app.db, currentUserId(request), items);
      return reply.status(merged.created ? 201 : 200).send(item(merged.items));
    },
  );

  app.post(
    '/carts/deleteItemsByLocalId',
    {
      onRequest: requireActiveUser,
      ...options({
        body: deleteByLocalIdBodySchema,
        response: { 200: itemEnvelope(z.object({ local_ids: z.array(z.string()) })) },
      }),
    },
    async (request) =>
      item({ local_ids: await deleteCartItems(app.db, currentUserId(request), request.body.localIds) }),
  );

  app.patch(
    '/carts/prices',
    {
      onRequest: optionalUser,
      ...options({
        description: 'Price lines recomputed from the catalog; prices sent by the client are ignored.',
        body: cartsPricesBodySchema,
        response: { 200: itemEnvelope(z.array(cartPriceLineSchema)) },
      }),
    },
    async (request) => item(await priceCartItems(app.db, request.userId, request.body.carts)),
  );
};
