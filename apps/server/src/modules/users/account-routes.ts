import {
  userIdParamsSchema,
  userPatchBodySchema,
  userPutBodySchema,
  userSchema,
} from '@shop/domain/api/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { item, itemEnvelope } from '../../http/envelope';
import { errorAnswers } from '../../http/error-answers';
import { routeOptions } from '../../http/route-options';
import { requireActiveUser } from '../../security/require-active-user';
import { currentUserId } from '../../security/require-user';
import { assertOwnAccount, readUser, updateUser } from './account-service';
import { withdrawUser } from './withdrawal-service';

const options = routeOptions({ tags: ['users'], errors: errorAnswers(400, 401, 403, 404) });

/** GET, PATCH and PUT users/{id}: the signed-in customer's own account only. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/:id',
    {
      preHandler: requireActiveUser,
      ...options({ params: userIdParamsSchema, response: { 200: itemEnvelope(userSchema) } }),
    },
    async (request) => {
      assertOwnAccount(currentUserId(request), request.params.id);
      return item(await readUser(app.db, request.params.id));
    },
  );

  app.patch(
    '/users/:id',
    {
      preHandler: requireActiveUser,
      ...options({
        params: userIdParamsSchema,
        body: userPatchBodySchema,
        response: { 200: itemEnvelope(userSchema) },
      }),
    },
    async (request) => {
      assertOwnAccount(currentUserId(request), request.params.id);
      return item(await updateUser(app.db, request.params.id, request.body));
    },
  );

  app.put(
    '/users/:id',
    {
      preHandler: requireActiveUser,
      ...options({
        params: userIdParamsSchema,
        body: userPutBodySchema,
        response: { 200: itemEnvelope(userSchema) },
      }),
    },
    async (request) => {
      const userId = currentUserId(request);
      assertOwnAccount(userId, request.params.id);
      if (request.body.state !== undefined) {
        await withdrawUser(app.db, userId);
        return item(await readUser(app.db, userId));
      }
      return item(await updateUser(app.db, userId, { options: request.body.options }));
    },
  );
};
