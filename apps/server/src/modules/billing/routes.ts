import { billingPaymentSchema, billingQuerySchema } from '@shop/domain/api/billing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listEnvelope } from '../../http/envelope';
import { errorAnswers } from '../../http/error-answers';
import { pageOf } from '../../http/page-of';
import { paginationQuery } from '../../http/pagination';
import { requireActiveUser } from '../../security/require-active-user';
import { currentUserId } from '../../security/require-user';
import { listRentalPayments } from './billing-service';

/** GET payments?orderer_id&orderer_type&type=bill: a rental's billing history (its invoice page). */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payments',
    {
      preHandler: requireActiveUser,
      schema: {
        tags: ['billing'],
        querystring: paginationQuery.extend(billingQuerySchema.shape),
        response: { 200: listEnvelope(billingPaymentSchema), ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) =>
      pageOf(await listRentalPayments(app.db, currentUserId(request), request.query), request.query),
  );
};
