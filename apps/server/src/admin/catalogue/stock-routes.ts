import {
  adminColourBodySchema,
  adminColourSchema,
  adminUnitRetireBodySchema,
  adminUnitSchema,
  adminUnitsAddBodySchema,
  adminUnitsAddedSchema,
  adminUnitsQuerySchema,
} from '@shop/domain/api/admin/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { item, listEnvelope, listed } from '../../http/envelope';
import { oneRowSchema, oneRowWriteSchema } from '../../http/route-schemas';
import { currentStaff } from '../staff-auth/require-staff';
import { createColour, deleteColour, listColours, updateColour } from './prod-colours';
import { addUnits, listUnits, retireUnit } from './prod-units';
import { idParams, options, rowWriteRoute } from './route-kit';

/** Colours of a product and its physical units (one per serial number). */
export const stockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/catalogue/prods/:id/colours',
    options(oneRowSchema(z.array(adminColourSchema))),
    async ({ params }) => item(await listColours(app.db, params.id)),
  );

  // A colour added to a product (its id in the path) or a colour changed (the colour's id): the same form.
  const colourForm = { body: adminColourBodySchema, answer: adminColourSchema };
  rowWriteRoute(app, 'POST', '/catalogue/prods/:id/colours', { ...colourForm, write: createColour });
  rowWriteRoute(app, 'PATCH', '/catalogue/colours/:id', { ...colourForm, write: updateColour });
  app.delete('/catalogue/colours/:id', options(oneRowSchema(z.literal(true))), async (request) => {
    await deleteColour(app.db, currentStaff(request).id, request.params.id, app.clock.now());
    return item(true as const);
  });

  app.get(
    '/catalogue/prods/:id/units',
    options({
      params: idParams,
      querystring: adminUnitsQuerySchema,
      response: { 200: listEnvelope(adminUnitSchema) },
    }),
    async ({ params, query }) => listed(await listUnits(app.db, params.id, query), query),
  );

  rowWriteRoute(app, 'POST', '/catalogue/prods/:id/units', {
    body: adminUnitsAddBodySchema,
    answer: adminUnitsAddedSchema,
    write: addUnits,
  });

  app.post(
    '/catalogue/units/:id/retire',
    options(oneRowWriteSchema(adminUnitRetireBodySchema, z.literal(true))),
    async (request) => {
      await retireUnit(app.db, currentStaff(request).id, request.params.id, request.body, app.clock.now());
      return item(true as const);
    },
  );
};
