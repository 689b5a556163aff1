import {
  adminCatBodySchema,
  adminCatSchema,
  adminMakerBodySchema,
  adminMakerSchema,
  adminTagBodySchema,
  adminTagSchema,
} from '@shop/domain/api/admin/catalogue';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { item } from '../../http/envelope';
import { allRowsSchema, writeSchema } from '../../http/route-schemas';
import { currentStaff } from '../staff-auth/require-staff';
import { catsAdmin } from './cats-admin';
import { makersAdmin } from './makers-admin';
import { options, rowWriteRoute } from './route-kit';
import { tagsAdmin } from './tags-admin';

type Resource<Row, Body> = {
  path: string;
  row: z.ZodType<Row>;
  body: z.ZodType<Body>;
  list: (db: Db) => Promise<Row[]>;
  create: (db: Db, staffId: number, body: Body) => Promise<Row>;
  update: (db: Db, staffId: number, id: number, body: Body) => Promise<Row>;
};

/** List (every row: these tables are short), create, and edit one: the three calls every small table has. */
function registerResource<Row, Body>(app: FastifyInstance, r: Resource<Row, Body>): void {
  // The schemas validate and strip; a generic handler reads the parsed values through the resource's types.
  app.get(r.path, options(allRowsSchema(r.row)), async () => item(await r.list(app.db)));
  app.post(r.path, options(writeSchema(r.body, r.row)), async (request) =>
    item(await r.create(app.db, currentStaff(request).id, request.body as Body)),
  );
  rowWriteRoute(app, 'PATCH', `${r.path}/:id`, { body: r.body, answer: r.row, write: r.update });
}

/** Categories, makers and tags. */
export const taxonomyRoutes: FastifyPluginAsyncZod = async (app) => {
  registerResource(app, {
    path: '/catalogue/cats',
    row: adminCatSchema,
    body: adminCatBodySchema,
    ...catsAdmin,
  });
  registerResource(app, {
    path: '/catalogue/makers',
    row: adminMakerSchema,
    body: adminMakerBodySchema,
    ...makersAdmin,
  });
  registerResource(app, {
    path: '/catalogue/tags',
    row: adminTagSchema,
    body: adminTagBodySchema,
    ...tagsAdmin,
  });
};
