import {
  SPOT_CREATED_MESSAGE,
  SPOT_DELETED_MESSAGE,
  SPOT_SAVED_MESSAGE,
  spotBodySchema,
  spotDeletedSchema,
  spotPatchBodySchema,
  spotSavedSchema,
  spotsQuerySchema,
  spotViewSchema,
} from '@shop/domain/api/spots';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { item } from '../../http/envelope';
import { errorAnswers } from '../../http/error-answers';
import { idParams } from '../../http/id-params';
import { pageOf } from '../../http/page-of';
import { routeOptions } from '../../http/route-options';
import { oneRowSchema, pagedListSchema } from '../../http/route-schemas';
import { requireActiveUser } from '../../security/require-active-user';
import { currentUserId } from '../../security/require-user';
import { checkSpotForm } from './spot-form';
import { createSpot, deleteSpot, getSpot, listSpots, spotFormOf, updateSpot } from './spots-service';

const options = routeOptions({ tags: ['spots'], errors: errorAnswers(400, 401, 404) });

/**
 * The address book (rental-lifecycle.md, Address book): the signed-in customer's own entries only; another
 * customer's id answers 404. Bodies are checked by the form's own rules (checkSpotForm), so a schema
 * failure is attached and answered with the form's Korean message rather than a generic one.
 */
/** With attachValidation only the body reaches the form's rules; bad params or query fail as usual. */
function onlyBodyInvalid(request: FastifyRequest) {
  if (request.validationError && request.validationError.validationContext !== 'body')
    throw request.validationError;
}

export const spotsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireActiveUser);

  app.get('/spots', options(pagedListSchema(spotsQuerySchema, spotViewSchema)), async (request) =>
    pageOf(await listSpots(app.db, currentUserId(request)), request.query),
  );

  app.post(
    '/spots',
    {
      attachValidation: true,
      ...options({ body: spotBodySchema, response: { 201: spotSavedSchema } }),
    },
    async (request, reply) => {
      onlyBodyInvalid(request);
      const spot = await createSpot(app.db, currentUserId(request), checkSpotForm(request.body));
      return reply.status(201).send({ data: spot, message: SPOT_CREATED_MESSAGE });
    },
  );

  app.get('/spots/:id', options(oneRowSchema(spotViewSchema)), async (request) =>
    item(await getSpot(app.db, currentUserId(request), request.params.id)),
  );

  app.put(
    '/spots/:id',
    {
      attachValidation: true,
      ...options({ params: idParams, body: spotBodySchema, response: { 200: spotSavedSchema } }),
    },
    async (request) => {
      onlyBodyInvalid(request);
      const userId = currentUserId(request);
      await getSpot(app.db, userId, request.params.id);
      const spot = await updateSpot(app.db, userId, request.params.id, checkSpotForm(request.body));
      return { data: spot, message: SPOT_SAVED_MESSAGE };
    },
  );

  app.patch(
    '/spots/:id',
    {
      attachValidation: true,
      ...options({
        params: idParams,
        body: spotPatchBodySchema,
        response: { 200: spotSavedSchema },
      }),
    },
    async (request) => {
      onlyBodyInvalid(request);
      const userId = currentUserId(request);
      const current = spotFormOf(await getSpot(app.db, userId, request.params.id));
      const body = (request.body ?? {}) as Record<string, unknown>;
      const merged = { ...current, ...body, options: { ...current.options, ...(body.options ?? {}) } };
      const spot = await updateSpot(app.db, userId, request.params.id, checkSpotForm(merged));
      return { data: spot, message: SPOT_SAVED_MESSAGE };
    },
  );

  app.delete(
    '/spots/:id',
    options({ params: idParams, response: { 200: spotDeletedSchema } }),
    async (request) => ({
      data: await deleteSpot(app.db, currentUserId(request), request.params.id),
      message: SPOT_DELETED_MESSAGE,
    }),
  );
};
