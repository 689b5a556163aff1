import {
  duplicateEmailAnswerSchema,
  duplicateEmailQuerySchema,
  signupAnswerSchema,
  signupBodySchema,
  verifConfirmBodySchema,
  verifReqAnswerSchema,
  verifReqQuerySchema,
  verifResultSchema,
} from '@shop/domain/api/users';
import { EMAIL_AVAILABLE_MESSAGE } from '@shop/domain/validation/signup';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { item, itemEnvelope } from '../../http/envelope';
import { errorAnswers } from '../../http/error-answers';
import { notFound } from '../../http/errors';
import { routeOptions } from '../../http/route-options';
import { createSchema, querySchema, writeSchema } from '../../http/route-schemas';
import { kickDelivery } from '../../notifications/notification-jobs';
import { countProbe } from '../../security/auth-attempts';
import { signUp } from './signup-service';
import { findUserByEmail } from './user-queries';
import { confirmVerification, startVerification } from './verification-service';

const tags = ['users'];
const options = routeOptions({ tags, errors: errorAnswers(400, 404, 409, 429) });

/** Sign-up: the duplicate-email check, identity verification (본인인증) and POST users. */
export const signupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/duplicateEmail',
    options(querySchema(duplicateEmailQuerySchema, duplicateEmailAnswerSchema)),
    async ({ query, ip }) => {
      // Every look-up counts against the caller's address, so the check cannot list who has an account.
      await countProbe(app.db, app.config, ip);
      const user = await findUserByEmail(app.db, query.email);
      if (!user) throw notFound(EMAIL_AVAILABLE_MESSAGE);
      return item({ id: null, mobile: null });
    },
  );

  app.get(
    '/users/noticeMsgVerifReq',
    {
      schema: {
        tags,
        querystring: verifReqQuerySchema,
        response: { 200: itemEnvelope(verifReqAnswerSchema) },
      },
    },
    async ({ query }) => {
      const started = await startVerification(app.db, app.identity, query.type);
      return item({ ...started, provider: app.identity.provider });
    },
  );

  app.post(
    '/users/verifConfirm',
    options(writeSchema(verifConfirmBodySchema, verifResultSchema)),
    async ({ body }) => item(await confirmVerification(app.db, app.identity, body.verif_id)),
  );

  app.post('/users', options(createSchema(signupBodySchema, signupAnswerSchema)), async (request, reply) => {
    const answer = await signUp(app.db, app.config, request.body);
    await kickDelivery(app);
    return reply.status(201).send(item(answer));
  });
};
