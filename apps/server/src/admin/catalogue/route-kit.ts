import { z } from 'zod';
import { errorBodySchema } from '../../http/envelope';

/** What every catalogue route shares: its permission, its OpenAPI tag, its error answers, an id in the path. */
export const config = { permission: 'catalogue' as const };
export const tags = ['catalogue'];
export const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  413: errorBodySchema,
};
export const idParams = z.object({ id: z.coerce.number().int().positive() });
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

export const PROD_NOT_FOUND = '상품을 찾을 수 없습니다.';
