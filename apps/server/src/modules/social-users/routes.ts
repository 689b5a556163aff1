import {
  authorizeUrlAnswerSchema,
  authorizeUrlQuerySchema,
  indexEmailAnswerSchema,
  indexEmailQuerySchema,
  socialCreateAnswerSchema,
  socialCreateBodySchema,
  socialLoginBodySchema,
  socialUserIdParamsSchema,
  socialUserSchema,
  socialUsersQuerySchema,
  storeTokenAnswerSchema,
  storeTokenBodySchema,
} from '@shop/domain/api/social-users';
import { authTokensSchema, messageAnswerSchema } from '@shop/domain/api/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { socialSimulatorRoutes } from '../../adapters/social/simulator-page';
import { item, itemEnvelope } from '../../http/envelope';
import { errorAnswers } from '../../http/error-answers';
import { forbidden } from '../../http/errors';
import { routeOptions } from '../../http/route-options';
import { querySchema, writeSchema } from '../../http/route-schemas';
import { requireActiveUser } from '../../security/require-active-user';
import { currentUserId, optionalUser } from '../../security/require-user';
import { appleCallbackRoutes } from './apple-callback';
import { createOrLink, socialLogin } from './social-login-service';
import { authorizeUrl, indexEmail, listSocialUsers, socialUserView, storeToken } from './social-service';
import { UNLINKED_MESSAGE, unlinkSocialUser } from './unlink-service';

const tags = ['socialUsers'];
const options = routeOptions({ tags, errors: errorAnswers(400, 401, 403, 404, 409) });

/** The `socialUsers/*` calls: Kakao, Naver, Google, Apple and Facebook sign-in, link and unlink. */
export const socialUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(socialSimulatorRoutes);
  await app.register(appleCallbackRoutes);

  app.get(
    '/socialUsers/authorizeUrl',
    options(querySchema(authorizeUrlQuerySchema, authorizeUrlAnswerSchema)),
    async ({ query }) => item(await authorizeUrl(app.config, app.social, query.type)),
  );

  app.post(
    '/socialUsers/storeToken',
    options(writeSchema(storeTokenBodySchema, storeTokenAnswerSchema)),
    async ({ body }) => item(await storeToken(app.db, app.config, app.social, body)),
  );

  app.get(
    '/socialUsers/indexEmail',
    {
      schema: {
        tags,
        querystring: indexEmailQuerySchema,
        response: { 200: itemEnvelope(indexEmailAnswerSchema) },
      },
    },
    async ({ query }) => item(await indexEmail(app.db, query.email, query.type)),
  );

  app.post(
    '/socialUsers/login',
    options(writeSchema(socialLoginBodySchema, authTokensSchema)),
    async ({ body }) => item(await socialLogin(app.db, app.config, body)),
  );

  app.post(
    '/socialUsers',
    {
      preHandler: optionalUser,
      ...options({
        body: socialCreateBodySchema,
        response: {
          200: itemEnvelope(socialCreateAnswerSchema),
          201: itemEnvelope(socialCreateAnswerSchema),
          202: itemEnvelope(socialCreateAnswerSchema),
        },
      }),
    },
    async (request, reply) => {
      const out = await createOrLink(app.db, app.config, request.userId, request.body);
      return reply.status(out.status).send(
        item({
          result: out.result,
          type: out.row.type,
          social_account: out.row.socialAccount,
          social_user: out.result === 'create' ? null : socialUserView(out.row),
          auth: out.auth,
          token: out.token,
          email_registered: out.emailRegistered,
        }),
      );
    },
  );

  app.get(
    '/socialUsers',
    {
      preHandler: requireActiveUser,
      ...options(querySchema(socialUsersQuerySchema, z.array(socialUserSchema))),
    },
    async (request) => {
      const userId = currentUserId(request);
      if (request.query.user_id !== undefined && request.query.user_id !== userId) throw forbidden();
      return item(await listSocialUsers(app.db, userId));
    },
  );

  app.delete(
    '/socialUsers/:id',
    {
      preHandler: requireActiveUser,
      ...options({ params: socialUserIdParamsSchema, response: { 200: messageAnswerSchema } }),
    },
    async (request) => {
      await unlinkSocialUser(app.db, currentUserId(request), request.params.id);
      return { data: true, message: UNLINKED_MESSAGE };
    },
  );
};
