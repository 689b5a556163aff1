import { feedbackCatSchema, feedbackUserCreateSchema, feedbackUserSchema } from '@shop/domain/api/feedback';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, item, itemEnvelope } from '../../http/envelope';
import { idParams } from '../../http/id-params';
import { currentUserId, requireUser } from '../../security/require-user';
import { createFeedbackUser, getFeedbackCat } from './feedback-service';

const tags = ['feedback'];

/** Reason surveys: read a survey, record a signed-in customer's answer. */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/feedbackCats/:id',
    {
      schema: {
        tags,
        params: idParams,
        response: { 200: itemEnvelope(feedbackCatSchema), 404: errorBodySchema },
      },
    },
    async ({ params }) => item(await getFeedbackCat(app.db, params.id)),
  );

  app.post(
    '/feedbackUsers',
    {
      preHandler: requireUser,
      schema: {
        tags,
        body: feedbackUserCreateSchema,
        response: { 201: itemEnvelope(feedbackUserSchema), 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const row = await createFeedbackUser(app.db, currentUserId(request), request.body);
      return reply.status(201).send(item(row));
    },
  );
};
