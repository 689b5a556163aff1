import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { item } from '../../http/envelope';
import { oneRowSchema, oneRowWriteSchema } from '../../http/route-schemas';
import { currentStaff } from '../staff-auth/require-staff';
import { type idParams, options } from './route-kit';

/** One part of a product the console reads whole and saves whole (its add-ons, its fees). */
export type ProdPart<Answer extends z.ZodType, Body extends z.ZodType> = {
  /** The path under a product, as in `/catalogue/prods/:id/<path>`. */
  path: string;
  answer: Answer;
  body: Body;
  read: (db: Db, prodId: number) => Promise<z.infer<Answer>>;
  write: (db: Db, staffId: number, prodId: number, body: z.infer<Body>, now: Date) => Promise<unknown>;
};

/**
 * GET reads the part; PUT saves it and answers what GET reads then. The schemas check the path and the body
 * before the handlers run (the zod type provider cannot follow schemas given as type parameters).
 */
export function prodPartRoutes<Answer extends z.ZodType, Body extends z.ZodType>(
  app: FastifyInstance,
  part: ProdPart<Answer, Body>,
) {
  const url = `/catalogue/prods/:id/${part.path}`;
  const prodId = (request: FastifyRequest) => (request.params as z.infer<typeof idParams>).id;
  app.get(url, options(oneRowSchema(part.answer)), async (request) =>
    item(await part.read(app.db, prodId(request))),
  );
  app.put(url, options(oneRowWriteSchema(part.body, part.answer)), async (request) => {
    const body = request.body as z.infer<Body>;
    await part.write(app.db, currentStaff(request).id, prodId(request), body, app.clock.now());
    return item(await part.read(app.db, prodId(request)));
  });
}
