import { docConfirmableSchema, docConfirmablesBodySchema } from '@shop/domain/api/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { item, itemEnvelope } from '../../http/envelope';
import { errorAnswers } from '../../http/error-answers';
import { requireActiveUser } from '../../security/require-active-user';
import { currentUserId } from '../../security/require-user';
import { recordAgreements } from './doc-confirmables-service';

/** POST docConfirmables: the signed-in customer records his agreements (terms, rental and AS documents). */
export const docConfirmablesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/docConfirmables',
    {
      preHandler: requireActiveUser,
      schema: {
        tags: ['docs'],
        body: docConfirmablesBodySchema,
        response: { 201: itemEnvelope(z.array(docConfirmableSchema)), ...errorAnswers(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(item(await recordAgreements(app.db, currentUserId(request), request.body.items))),
  );
};
