import {
  adminProdCreateSchema,
  adminProdRowSchema,
  adminProdSchema,
  adminProdsQuerySchema,
  adminProdUpdateSchema,
} from '@shop/domain/api/admin/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { item, listed } from '../../http/envelope';
import { listSchema, oneRowSchema, writeSchema } from '../../http/route-schemas';
import { currentStaff } from '../staff-auth/require-staff';
import { createProd } from './prod-create';
import { listAdminProds } from './prod-list';
import { getAdminProd } from './prod-read';
import { updateProd } from './prod-update';
import { options, rowWriteRoute } from './route-kit';

/** Products: the list staff search and filter (hidden ones too), a new one, one product, its edit. */
export const prodRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/catalogue/prods',
    options(listSchema(adminProdsQuerySchema, adminProdRowSchema)),
    async ({ query }) => listed(await listAdminProds(app.db, query), query),
  );

  app.post(
    '/catalogue/prods',
    options(writeSchema(adminProdCreateSchema, adminProdSchema)),
    async (request) =>
      item(await createProd(app.db, currentStaff(request).id, request.body, app.clock.now())),
  );

  app.get('/catalogue/prods/:id', options(oneRowSchema(adminProdSchema)), async ({ params }) =>
    item(await getAdminProd(app.db, params.id)),
  );

  rowWriteRoute(app, 'PATCH', '/catalogue/prods/:id', {
    body: adminProdUpdateSchema,
    answer: adminProdSchema,
    write: updateProd,
  });
};
