import { recordPurOrderUnpaidBodySchema, recordPurOrderUnpaidSchema } from '@shop/domain/api/billing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { item, itemEnvelope } from '../../http/envelope';
import { errorAnswers } from '../../http/error-answers';
import { requireActiveUser } from '../../security/require-active-user';
import { currentUserId } from '../../security/require-user';
import { retryUnpaid } from './unpaid-retry-service';

/** POST recordPurOrderUnpaids: the overdue-payment retry of a rental's detail page. */
export const recordUnpaidsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/recordPurOrderUnpaids',
    {
      preHandler: requireActiveUser,
      schema: {
        tags: ['billing'],
        body: recordPurOrderUnpaidBodySchema,
        response: { 201: itemEnvelope(recordPurOrderUnpaidSchema), ...errorAnswers(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const result = await retryUnpaid(app, currentUserId(request), request.body.subsc_id);
      return reply.status(201).send(item(result));
    },
  );
};
