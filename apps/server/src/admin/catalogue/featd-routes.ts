import {
  adminFeatdBodySchema,
  adminFeatdProdsBodySchema,
  adminFeatdSchema,
} from '@shop/domain/api/admin/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { item } from '../../http/envelope';
import { currentStaff } from '../staff-auth/require-staff';
import { createFeatd, listFeatds, setFeatdProds, updateFeatd } from './featds-admin';
import { config, dataOf, errors, idParams, tags } from './route-kit';

/** The home screen's featured groups: list, create, edit or hide, and their products. */
export const featdRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/catalogue/featds',
    { config, schema: { tags, response: { 200: dataOf(z.array(adminFeatdSchema)), ...errors } } },
    async () => item(await listFeatds(app.db)),
  );

  app.post(
    '/catalogue/featds',
    {
      config,
      schema: { tags, body: adminFeatdBodySchema, response: { 200: dataOf(adminFeatdSchema), ...errors } },
    },
    async (request) => item(await createFeatd(app.db, currentStaff(request).id, request.body)),
  );

  app.patch(
    '/catalogue/featds/:id',
    {
      config,
      schema: {
        tags,
        params: idParams,
        body: adminFeatdBodySchema,
        response: { 200: dataOf(adminFeatdSchema), ...errors },
      },
    },
    async (request) =>
      item(await updateFeatd(app.db, currentStaff(request).id, request.params.id, request.body)),
  );

  app.put(
    '/catalogue/featds/:id/prods',
    {
      config,
      schema: {
        tags,
        params: idParams,
        body: adminFeatdProdsBodySchema,
        response: { 200: dataOf(adminFeatdSchema), ...errors },
      },
    },
    async (request) =>
      item(await setFeatdProds(app.db, currentStaff(request).id, request.params.id, request.body.prod_ids)),
  );
};
