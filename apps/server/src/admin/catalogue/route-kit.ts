import type { FastifyInstance, HTTPMethods } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { item } from '../../http/envelope';
import type { idParams } from '../../http/id-params';
import { oneRowWriteSchema } from '../../http/route-schemas';
import { areaRouteOptions } from '../area-route-options';
import { currentStaff } from '../staff-auth/require-staff';

export { idParams } from '../../http/id-params';

/** What every catalogue route shares: its permission, its OpenAPI tag, its error answers. */
export const options = areaRouteOptions('catalogue', 400, 404, 409, 413);

export const PROD_NOT_FOUND = '상품을 찾을 수 없습니다.';

/** A catalogue write to one row that its service makes whole, from the body alone. */
export type RowWrite<Body extends z.ZodType, Answer extends z.ZodType> = {
  body: Body;
  answer: Answer;
  /** Given the member who makes the write, the row's id (the path's), the body and the time; answers its result. */
  write: (db: Db, staffId: number, id: number, body: z.infer<Body>, now: Date) => Promise<z.infer<Answer>>;
};

/**
 * `method url` (a path about one row, `/…/:id`) runs `write` and answers what it returns. The schemas check the
 * path and the body before the handler runs (the zod type provider cannot follow schemas given as type
 * parameters).
 */
export function rowWriteRoute<Body extends z.ZodType, Answer extends z.ZodType>(
  app: FastifyInstance,
  method: HTTPMethods,
  url: string,
  route: RowWrite<Body, Answer>,
) {
  app.route({
    method,
    url,
    ...options(oneRowWriteSchema(route.body, route.answer)),
    handler: async (request) => {
      const { id } = request.params as z.infer<typeof idParams>;
      const body = request.body as z.infer<Body>;
      return item(await route.write(app.db, currentStaff(request).id, id, body, app.clock.now()));
    },
  });
}
