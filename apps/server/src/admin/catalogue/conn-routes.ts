import { adminConnsBodySchema, adminConnsSchema } from '@shop/domain/api/admin/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listConns, setConns } from './prod-conns';
import { prodPartRoutes } from './prod-part-routes';

/** A package's parts and a product's add-ons. */
export const connRoutes: FastifyPluginAsyncZod = async (app) => {
  prodPartRoutes(app, {
    path: 'conns',
    answer: adminConnsSchema,
    body: adminConnsBodySchema,
    read: listConns,
    write: setConns,
  });
};
