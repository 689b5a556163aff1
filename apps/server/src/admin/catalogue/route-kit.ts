import { areaRouteOptions } from '../area-route-options';

export { idParams } from '../../http/id-params';

/** What every catalogue route shares: its permission, its OpenAPI tag, its error answers. */
export const options = areaRouteOptions('catalogue', 400, 404, 409, 413);

export const PROD_NOT_FOUND = '상품을 찾을 수 없습니다.';
