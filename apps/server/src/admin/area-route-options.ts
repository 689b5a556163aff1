import type { StaffPermission } from '@shop/domain/staff/staff-roles';
import { errorAnswers } from '../http/error-answers';
import { routeOptions } from '../http/route-options';

/**
 * The routes of one console area: the area's permission, its OpenAPI tag (the area's name too) and its error
 * answers: 401 and 403 (no staff token, a role without the area) and `statuses`.
 */
export const areaRouteOptions = (area: StaffPermission, ...statuses: number[]) =>
  routeOptions({ config: { permission: area }, tags: [area], errors: errorAnswers(401, 403, ...statuses) });
