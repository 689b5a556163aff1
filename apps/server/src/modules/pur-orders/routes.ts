import { purOrderSchema, purOrdersCreateBodySchema } from '@shop/domain/api/pur-orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { item, itemEnvelope } from '../../http/envelope';
import { errorAnswers } from '../../http/error-answers';
import { sendIdempotent } from '../../http/idempotency';
import { currentUserId, requireUserAtClaim } from '../../security/require-user';
import { createPurOrders } from './pur-orders-service';

/** POST purOrders: the checkout's purchase orders, holding their stock (accepts an Idempotency-Key). */
export const purOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/purOrders',
    {
      preValidation: requireUserAtClaim,
      schema: {
        tags: ['checkout'],
        body: purOrdersCreateBodySchema,
        response: { 201: itemEnvelope(z.array(purOrderSchema)), ...errorAnswers(400, 401, 409, 422) },
      },
    },
    async (request, reply) =>
      sendIdempotent(request, reply, 'purOrders', async () => ({
        status: 201,
        body: item(
          await createPurOrders(
            app.db,
            currentUserId(request),
            request.body,
            app.config.payments.orderHoldMinutes,
          ),
        ),
      })),
  );
};
