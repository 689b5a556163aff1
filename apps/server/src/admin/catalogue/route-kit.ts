import { errorAnswers } from '../../http/error-answers';
import { routeOptions } from '../../http/route-options';

export { idParams } from '../../http/id-params';

/** What every catalogue route shares: its permission, its OpenAPI tag, its error answers. */
export const options = routeOptions({
  config: { permission: 'catalogue' },
  tags: ['catalogue'],
  errors: errorAnswers(400, 401, 403, 404, 409, 413),
});

export const PROD_NOT_FOUND = '상품을 찾을 수 없습니다.';
