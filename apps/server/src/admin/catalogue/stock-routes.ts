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
import { createColour, listColours, updateColour } from './prod-colours';
import { addUnits, listUnits, retireUnit } from './prod-units';
import { idParams, options } from './route-kit';

/** A colour added to a product (its id in the path) or a colour changed (the colour's id): the same form. */
const colourForm = options(oneRowWriteSchema(adminColourBodySchema, adminColourSchema));

/** Colours of a product and its physical units (one per serial number). */
export const stockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/catalogue/prods/:id/colours',
    options(oneRowSchema(z.array(adminColourSchema))),
    async ({ params }) => item(await listColours(app.db, params.id)),
  );

  app.post('/catalogue/prods/:id/colours', colourForm, async (request) =>
    item(
      await createColour(app.db, currentStaff(request).id, request.params.id, request.body, app.clock.now()),
    ),
  );

  app.patch('/catalogue/colours/:id', colourForm, async (request) =>
    item(
      await updateColour(app.db, currentStaff(request).id, request.params.id, request.body, app.clock.now()),
    ),
  );

  app.get(
    '/catalogue/prods/:id/units',
    options({
      params: idParams,
      querystring: adminUnitsQuerySchema,
      response: { 200: listEnvelope(adminUnitSchema) },
    }),
    async ({ params, query }) => listed(await listUnits(app.db, params.id, query), query),
  );

  app.post(
    '/catalogue/prods/:id/units',
    options(oneRowWriteSchema(adminUnitsAddBodySchema, adminUnitsAddedSchema)),
    async (request) =>
      item(
        await addUnits(app.db, currentStaff(request).id, request.params.id, request.body, app.clock.now()),
      ),
  );

  app.post(
    '/catalogue/units/:id/retire',
    options(oneRowWriteSchema(adminUnitRetireBodySchema, z.literal(true))),
    async (request) => {
      await retireUnit(app.db, currentStaff(request).id, request.params.id, request.body, app.clock.now());
      return item(true as const);
    },
  );
};
