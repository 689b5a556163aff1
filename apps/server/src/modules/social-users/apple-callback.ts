import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SOCIAL_PAGE } from '../../adapters/social/create-social-providers';

/**
 * Apple returns with `response_mode=form_post` (required when asking for the e-mail): it POSTs the code
 * here, and the browser goes on to the app's page with the code and state in the query like the others.
 */
export const appleCallbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.post(
    '/socialUsers/appleCallback',
    {
      schema: {
        hide: true,
        body: z.object({
          code: z.string().optional(),
          state: z.string().optional(),
          error: z.string().optional(),
        }),
      },
    },
    async ({ body }, reply) => {
      const query = new URLSearchParams();
      for (const key of ['code', 'state', 'error'] as const) if (body[key]) query.set(key, body[key]!);
      return reply.redirect(`${app.config.publicUrl}${SOCIAL_PAGE.apple}?${query}`, 303);
    },
  );
};
