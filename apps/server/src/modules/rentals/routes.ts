import {
  adminContactSchema,
  adminUsersQuerySchema,
  prodOrdererSchema,
  prodOrderersQuerySchema,
  setCancelBodySchema,
  subscDetailQuerySchema,
  subscDetailSchema,
  subscIdParamsSchema,
  subscSchema,
  subscsQuerySchema,
  terminateBodySchema,
} from '@shop/domain/api/subscs-read';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { item, itemEnvelope, listed } from '../../http/envelope';
import { errorAnswers } from '../../http/error-answers';
import { pageOf } from '../../http/page-of';
import { routeOptions } from '../../http/route-options';
import { listSchema, pagedListSchema, querySchema } from '../../http/route-schemas';
import { kickDelivery } from '../../notifications/notification-jobs';
import { requireActiveUser } from '../../security/require-active-user';
import { currentUserId } from '../../security/require-user';
import { listAdminContacts } from './admin-contacts';
import { listProdOrderers } from './prod-orderers-service';
import { setCancelSubsc } from './set-cancel-service';
import { getSubsc, listSubscs } from './subscs-service';
import { terminateSubsc } from './terminate-service';

const options = routeOptions({ tags: ['subscs'], errors: errorAnswers(400, 401, 404) });

/** A cancel step on one of the caller's rentals (`body` its form), answered with the rental's detail. */
const cancelStep = <Body extends z.ZodType>(body: Body) =>
  options({ params: subscIdParamsSchema, body, response: { 200: itemEnvelope(subscDetailSchema) } });

/** The rental read and cancel calls of rental-lifecycle.md section 7, on the caller's own rentals only. */
export const subscsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireActiveUser);

  app.get('/subscs', options(pagedListSchema(subscsQuerySchema, subscSchema)), async (request) =>
    listed(
      await listSubscs(app.db, currentUserId(request), request.query, request.query, app.clock.now()),
      request.query,
    ),
  );

  app.get(
    '/subscs/:id',
    options({
      params: subscIdParamsSchema,
      querystring: subscDetailQuerySchema,
      response: { 200: itemEnvelope(subscDetailSchema) },
    }),
    async (request) =>
      item(await getSubsc(app.db, currentUserId(request), request.params.id, request.query, app.clock.now())),
  );

  app.put('/subscs/:id/setCancel', cancelStep(setCancelBodySchema), async (request) => {
    const userId = currentUserId(request);
    await setCancelSubsc(app, userId, request.params.id, request.body);
    return item(await getSubsc(app.db, userId, request.params.id, { flag: 'init-cancel' }, app.clock.now()));
  });

  app.put('/subscs/:id/cancel', cancelStep(terminateBodySchema), async (request) => {
    const userId = currentUserId(request);
    await terminateSubsc(app.db, userId, request.params.id, request.body, app, app.clock.now());
    await kickDelivery(app);
    return item(await getSubsc(app.db, userId, request.params.id, {}, app.clock.now()));
  });

  app.get(
    '/prodOrderers',
    options(listSchema(prodOrderersQuerySchema, prodOrdererSchema)),
    // A rental has few products: always all of them.
    async (request) =>
      pageOf(await listProdOrderers(app.db, currentUserId(request), request.query), {
        page: 1,
        per_page: -1,
      }),
  );

  app.get('/users', options(querySchema(adminUsersQuerySchema, adminContactSchema.array())), async () =>
    item(await listAdminContacts(app.db)),
  );
};
