import { errorBodySchema } from './envelope';

/** A route's error answers, for its OpenAPI description and its serializer: the error body at each status. */
export function errorAnswers<const S extends number>(...statuses: S[]): Record<S, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<
    S,
    typeof errorBodySchema
  >;
}
