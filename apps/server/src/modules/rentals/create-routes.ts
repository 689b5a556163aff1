import { subscCreatedSchema, subscsCreateBodySchema } from '@shop/domain/api/subscs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { item, itemEnvelope } from '../../http/envelope';
import { errorAnswers } from '../../http/error-answers';
import { takeAccountCheck } from '../../security/deferred-account-check';
import { currentUserId, requireUserInStatement } from '../../security/require-user';
import { confirmSubscs } from './subscs-create-service';

/**
 * POST subscs: 201 with the rentals of a paid checkout. It only reads (the payment's transaction created
 * them), so a repeat gets the same answer without a claim: an Idempotency-Key the app sends is accepted and
 * needs nothing stored (decision 010). Its one statement also checks the account (`requireUserInStatement`).
 */
export const subscsCreateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/subscs',
    {
      preValidation: requireUserInStatement,
      schema: {
        tags: ['checkout'],
        body: subscsCreateBodySchema,
        response: {
          201: itemEnvelope(z.array(subscCreatedSchema)),
          ...errorAnswers(400, 401, 404, 409, 422),
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          item(
            await confirmSubscs(
              app.db,
              currentUserId(request),
              request.body.payment_id,
              app.clock.now(),
              takeAccountCheck(request),
            ),
          ),
        ),
  );
};
