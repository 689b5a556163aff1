import {
  adminFeatdBodySchema,
  adminFeatdProdsBodySchema,
  adminFeatdSchema,
} from '@shop/domain/api/admin/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { item } from '../../http/envelope';
import { allRowsSchema, oneRowWriteSchema, writeSchema } from '../../http/route-schemas';
import { currentStaff } from '../staff-auth/require-staff';
import { createFeatd, listFeatds, setFeatdProds, updateFeatd } from './featds-admin';
import { options, rowWriteRoute } from './route-kit';

/** The home screen's featured groups: list, create, edit or hide, and their products. */
export const featdRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/catalogue/featds', options(allRowsSchema(adminFeatdSchema)), async () =>
    item(await listFeatds(app.db)),
  );

  app.post(
    '/catalogue/featds',
    options(writeSchema(adminFeatdBodySchema, adminFeatdSchema)),
    async (request) => item(await createFeatd(app.db, currentStaff(request).id, request.body)),
  );

  rowWriteRoute(app, 'PATCH', '/catalogue/featds/:id', {
    body: adminFeatdBodySchema,
    answer: adminFeatdSchema,
    write: updateFeatd,
  });

  app.put(
    '/catalogue/featds/:id/prods',
    options(oneRowWriteSchema(adminFeatdProdsBodySchema, adminFeatdSchema)),
    async (request) =>
      item(await setFeatdProds(app.db, currentStaff(request).id, request.params.id, request.body.prod_ids)),
  );
};
