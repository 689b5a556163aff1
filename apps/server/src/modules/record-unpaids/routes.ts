import { recordPurOrderUnpaidBodySchema, recordPurOrderUnpaidSchema } from '@shop/domain/api/billing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, item, itemEnvelope } from '../../http/envelope';
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
        response: {
          201: itemEnvelope(recordPurOrderUnpaidSchema),
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const result = await retryUnpaid(app, currentUserId(request), request.body.subsc_id);
      return reply.status(201).send(item(result));
    },
  );
};
