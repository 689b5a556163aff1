import {
  passwordLinkBodySchema,
  passwordLinkInfoSchema,
  passwordLinkQuerySchema,
} from '@shop/domain/api/admin/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { item } from '../../http/envelope';
import { errorAnswers } from '../../http/error-answers';
import { routeOptions } from '../../http/route-options';
import { querySchema, writeSchema } from '../../http/route-schemas';
import { readPasswordLink, usePasswordLink } from '../staff/password-links';

const options = routeOptions({
  config: { permission: 'public' },
  tags: ['staff-auth'],
  errors: errorAnswers(400),
});

/** The invitation or reset link's screen, before sign-in: whose link it is, and setting the password. */
export const passwordLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/password-link',
    options(querySchema(passwordLinkQuerySchema, passwordLinkInfoSchema)),
    async ({ query }) => item(await readPasswordLink(app.db, query.token, app.clock.now())),
  );

  app.post(
    '/auth/password-link',
    options(writeSchema(passwordLinkBodySchema, z.literal(true))),
    async ({ body }) => {
      await usePasswordLink(app.db, body.token, body.password, app.clock.now());
      return item(true as const);
    },
  );
};
