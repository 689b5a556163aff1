import { dashboardSchema } from '@shop/domain/api/admin/rentals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { item, itemEnvelope } from '../../http/envelope';
import { areaRouteOptions } from '../area-route-options';
import { dashboardFigures } from './dashboard-figures';

const options = areaRouteOptions('dashboard');

/** The first screen of the console: what needs doing today and how the business runs. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/dashboard', options({ response: { 200: itemEnvelope(dashboardSchema) } }), async () =>
    item(await dashboardFigures(app.db, app.clock.now())),
  );
};
