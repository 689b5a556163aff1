import type { StaffPermission } from '@shop/domain/staff/staff-roles';
import type { RouteObject } from 'react-router';

/** One menu of the console: its entry in the side menu, the permission it needs, and its screens. */
export type ConsoleArea = {
  label: string;
  /** The menu entry's path (under /admin). */
  path: string;
  permission: StaffPermission;
  routes: RouteObject[];
};

/** An area whose menu entry is its permission's own path (/rentals for rentals; only the dashboard's is /). */
export const areaAt = (permission: StaffPermission, label: string, routes: RouteObject[]): ConsoleArea => ({
  label,
  path: `/${permission}`,
  permission,
  routes,
});
