import type { FastifyContextConfig, FastifySchema } from 'fastify';

type Answers = Record<number, unknown>;

/**
 * What every route of one plugin shares, said once: its OpenAPI tags, its error answers (added to the answers
 * of each route that describes its answers) and, on the console, its permission. The function it gives makes
 * one route's options from that route's own schema.
 */
export function routeOptions(shared: { tags: string[]; errors?: Answers; config?: FastifyContextConfig }) {
  return <S extends FastifySchema>(schema: S) => ({
    ...(shared.config && { config: shared.config }),
    schema: {
      tags: shared.tags,
      ...schema,
      ...(schema.response !== undefined && {
        response: { ...(schema.response as Answers), ...shared.errors },
      }),
    } as S & { tags: string[] },
  });
}
