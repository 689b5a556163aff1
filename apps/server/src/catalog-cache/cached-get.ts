import type { FastifyInstance, FastifySchema } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/client';

type CachedSchema<Query, Params> = {
  tags: string[];
  querystring?: Query;
  params?: Params;
  response: FastifySchema['response'];
};

/**
 * A public GET answered from the catalogue cache: computed once per catalogue version on the cache's
 * database, and compressed once there (not again by the compression plugin). The schemas check the query
 * and the path before `compute` reads them; a URL the route has answered before is sent its kept answer
 * before they run again (`routeOptions`' onRequest hook).
 */
export function cachedGet<Query extends z.ZodType = z.ZodUnknown, Params extends z.ZodType = z.ZodUnknown>(
  app: FastifyInstance,
  url: string,
  schema: CachedSchema<Query, Params>,
  compute: (db: Db, ask: { query: z.infer<Query>; params: z.infer<Params> }) => Promise<unknown>,
) {
  app.get(url, { ...app.catalogCache.routeOptions, schema }, async (request, reply) =>
    app.catalogCache.serve(request, reply, (db) =>
      compute(db, { query: request.query as z.infer<Query>, params: request.params as z.infer<Params> }),
    ),
  );
}
