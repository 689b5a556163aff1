import {
  findEmailAnswerSchema,
  findEmailQuerySchema,
  messageAnswerSchema,
  resetBodySchema,
  resetRequestBodySchema,
  resetTokenQuerySchema,
} from '@shop/domain/api/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { item } from '../../http/envelope';
import { errorAnswers } from '../../http/error-answers';
import { routeOptions } from '../../http/route-options';
import { querySchema } from '../../http/route-schemas';
import { kickDelivery } from '../../notifications/notification-jobs';
import {
  checkResetToken,
  findEmail,
  RESET_REQUEST_MESSAGE,
  requestPasswordReset,
  resetPassword,
} from './recovery-service';

const options = routeOptions({ tags: ['users'], errors: errorAnswers(400, 404) });

/** Account recovery: find the e-mail, and reset the password through a mailed single-use link. */
export const recoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/authFindEmail',
    options(querySchema(findEmailQuerySchema, findEmailAnswerSchema)),
    async ({ query }) => item(await findEmail(app.db, query)),
  );

  app.post(
    '/users/authResetPassword/request',
    options({ body: resetRequestBodySchema, response: { 200: messageAnswerSchema } }),
    async ({ body }) => {
      await requestPasswordReset(app.db, app.config, body.email);
      await kickDelivery(app);
      return { data: true, message: RESET_REQUEST_MESSAGE };
    },
  );

  app.get(
    '/users/authResetPassword/token',
    options(querySchema(resetTokenQuerySchema, z.literal(true))),
    async ({ query }) => item(await checkResetToken(app.db, query.token)),
  );

  app.post(
    '/users/authResetPassword',
    options({ body: resetBodySchema, response: { 200: messageAnswerSchema } }),
    async ({ body }) => {
      await resetPassword(app.db, body);
      return { data: true, message: '비밀번호가 변경되었습니다. 새 비밀번호로 로그인해 주세요.' };
    },
  );
};
