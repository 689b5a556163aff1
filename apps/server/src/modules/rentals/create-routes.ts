import { subscCreatedSchema, subscsCreateBodySchema } from '@shop/domain/api/subscs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { item, itemEnvelope } from '../../http/envelope';
import { errorAnswers } from '../../http/error-answers';
import { sendIdempotent } from '../../http/idempotency';
import { requireActiveUser } from '../../security/require-active-user';
import { currentUserId } from '../../security/require-user';
import { confirmSubscs } from './subscs-create-service';

/** POST subscs: 201 with the rentals of a paid checkout (accepts an Idempotency-Key). */
export const subscsCreateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/subscs',
    {
      preValidation: requireActiveUser,
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
      sendIdempotent(request, reply, 'subscs', async () => ({
        status: 201,
        body: item(
          await confirmSubscs(app.db, currentUserId(request), request.body.payment_id, app.clock.now()),
        ),
      })),
  );
};
