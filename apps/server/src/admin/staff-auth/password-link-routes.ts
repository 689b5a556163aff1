import {
  passwordLinkBodySchema,
  passwordLinkInfoSchema,
  passwordLinkQuerySchema,
} from '@shop/domain/api/admin/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { item } from '../../http/envelope';
import { errorAnswers } from '../../http/error-answers';
import { readPasswordLink, usePasswordLink } from '../staff/password-links';

const tags = ['staff-auth'];
const errors = errorAnswers(400);

/** The invitation or reset link's screen, before sign-in: whose link it is, and setting the password. */
export const passwordLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/password-link',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        querystring: passwordLinkQuerySchema,
        response: { 200: z.object({ data: passwordLinkInfoSchema }), ...errors },
      },
    },
    async ({ query }) => item(await readPasswordLink(app.db, query.token, app.clock.now())),
  );

  app.post(
    '/auth/password-link',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        body: passwordLinkBodySchema,
        response: { 200: z.object({ data: z.literal(true) }), ...errors },
      },
    },
    async ({ body }) => {
      await usePasswordLink(app.db, body.token, body.password, app.clock.now());
      return item(true as const);
    },
  );
};
