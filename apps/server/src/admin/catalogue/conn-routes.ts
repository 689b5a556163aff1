import { adminConnsBodySchema, adminConnsSchema } from '@shop/domain/api/admin/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { item } from '../../http/envelope';
import { currentStaff } from '../staff-auth/require-staff';
import { listConns, setConns } from './prod-conns';
import { config, dataOf, errors, idParams, tags } from './route-kit';

/** A package's parts and a product's add-ons. */
export const connRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/catalogue/prods/:id/conns',
    { config, schema: { tags, params: idParams, response: { 200: dataOf(adminConnsSchema), ...errors } } },
    async ({ params }) => item(await listConns(app.db, params.id)),
  );

  app.put(
    '/catalogue/prods/:id/conns',
    {
      config,
      schema: {
        tags,
        params: idParams,
        body: adminConnsBodySchema,
        response: { 200: dataOf(adminConnsSchema), ...errors },
      },
    },
    async (request) => {
      await setConns(app.db, currentStaff(request).id, request.params.id, request.body, app.clock.now());
      return item(await listConns(app.db, request.params.id));
    },
  );
};
