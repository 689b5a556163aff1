import { dashboardSchema } from '@shop/domain/api/admin/rentals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, item } from '../../http/envelope';
import { dashboardFigures } from './dashboard-figures';

/** The first screen of the console: what needs doing today and how the business runs. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      config: { permission: 'dashboard' },
      schema: {
        tags: ['dashboard'],
        response: { 200: z.object({ data: dashboardSchema }), 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async () => item(await dashboardFigures(app.db, app.clock.now())),
  );
};
