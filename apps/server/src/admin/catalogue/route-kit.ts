import { z } from 'zod';
import { errorAnswers } from '../../http/error-answers';

export { idParams } from '../../http/id-params';

/** What every catalogue route shares: its permission, its OpenAPI tag, its error answers, an id in the path. */
export const config = { permission: 'catalogue' as const };
export const tags = ['catalogue'];
export const errors = errorAnswers(400, 401, 403, 404, 409, 413);
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

export const PROD_NOT_FOUND = '상품을 찾을 수 없습니다.';
