import {
  adminFeatdBodySchema,
  adminFeatdProdsBodySchema,
  adminFeatdSchema,
} from '@shop/domain/api/admin/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { item, itemEnvelope } from '../../http/envelope';
import { currentStaff } from '../staff-auth/require-staff';
import { createFeatd, listFeatds, setFeatdProds, updateFeatd } from './featds-admin';
import { idParams, options } from './route-kit';

/** The home screen's featured groups: list, create, edit or hide, and their products. */
export const featdRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/catalogue/featds',
    options({ response: { 200: itemEnvelope(z.array(adminFeatdSchema)) } }),
    async () => item(await listFeatds(app.db)),
  );

  app.post(
    '/catalogue/featds',
    options({ body: adminFeatdBodySchema, response: { 200: itemEnvelope(adminFeatdSchema) } }),
    async (request) => item(await createFeatd(app.db, currentStaff(request).id, request.body)),
  );

  app.patch(
    '/catalogue/featds/:id',
    options({
      params: idParams,
      body: adminFeatdBodySchema,
      response: { 200: itemEnvelope(adminFeatdSchema) },
    }),
    async (request) =>
      item(await updateFeatd(app.db, currentStaff(request).id, request.params.id, request.body)),
  );

  app.put(
    '/catalogue/featds/:id/prods',
    options({
      params: idParams,
      body: adminFeatdProdsBodySchema,
      response: { 200: itemEnvelope(adminFeatdSchema) },
    }),
    async (request) =>
      item(await setFeatdProds(app.db, currentStaff(request).id, request.params.id, request.body.prod_ids)),
  );
};
