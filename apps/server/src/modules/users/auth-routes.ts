import {
  authCheckBodySchema,
  authTokensSchema,
  loginBodySchema,
  logoutBodySchema,
  messageAnswerSchema,
  passwordChangeBodySchema,
  refreshBodySchema,
  userSchema,
} from '@shop/domain/api/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, item, itemEnvelope } from '../../http/envelope';
import { errorAnswers } from '../../http/error-answers';
import { notFound } from '../../http/errors';
import { routeOptions } from '../../http/route-options';
import { writeSchema } from '../../http/route-schemas';
import { requireActiveUser } from '../../security/require-active-user';
import { currentUserId } from '../../security/require-user';
import { login } from './login-service';
import { changePassword, checkCredentials } from './password-service';
import { logout, refreshSession } from './refresh-service';
import { getUserView } from './user-view';

const tags = ['users'];
const errors = errorAnswers(400, 401, 429);
const options = routeOptions({ tags, errors });

/** users/auth/*: login, refresh (rotation), logout, me, the settings guard and the password change. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/auth/login',
    {
      schema: {
        tags,
        body: loginBodySchema,
        // A wrong password's 400 carries the user's id (the screen links to password recovery).
        response: {
          200: itemEnvelope(authTokensSchema),
          ...errors,
          400: errorBodySchema.extend({ id: z.number().int().optional() }),
        },
      },
    },
    async (request) => item(await login(app.db, app.config, request.body, request.ip)),
  );

  app.post(
    '/users/auth/refresh',
    options(writeSchema(refreshBodySchema, authTokensSchema)),
    async (request) => item(await refreshSession(app.db, app.config, request.body.refresh_token)),
  );

  app.post(
    '/users/auth/logout',
    { schema: { tags, body: logoutBodySchema, response: { 200: messageAnswerSchema } } },
    async (request) => {
      if (request.body?.refresh_token) await logout(app.db, request.body.refresh_token);
      return { data: true, message: '로그아웃 되었습니다.' };
    },
  );

  app.post(
    '/users/auth/me',
    {
      preHandler: requireActiveUser,
      ...options({ response: { 200: itemEnvelope(userSchema) } }),
    },
    async (request) => {
      const user = await getUserView(app.db, currentUserId(request));
      if (!user) throw notFound();
      return item(user);
    },
  );

  app.post(
    '/users/auth/check',
    {
      preHandler: requireActiveUser,
      ...options(writeSchema(authCheckBodySchema, z.literal(true))),
    },
    async (request) =>
      item(await checkCredentials(app.db, app.config, currentUserId(request), request.body, request.ip)),
  );

  app.post(
    '/users/auth/passwordChange',
    {
      preHandler: requireActiveUser,
      ...options({ body: passwordChangeBodySchema, response: { 200: messageAnswerSchema } }),
    },
    async (request) => {
      const message = await changePassword(
        app.db,
        app.config,
        currentUserId(request),
        request.body,
        request.ip,
      );
      return { data: true, message };
    },
  );
};
