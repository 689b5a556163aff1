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
