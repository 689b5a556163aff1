import { auditArea } from '../features/audit/area';
import { caresArea } from '../features/cares/area';
import { catalogueArea } from '../features/catalogue/area';
import { contentArea } from '../features/content/area';
import { customersArea } from '../features/customers/area';
import { dashboardArea } from '../features/dashboard/area';
import { rentalsArea } from '../features/rentals/area';
import { staffArea } from '../features/staff/area';
import type { ConsoleArea } from './area';

/** The side menu, in order. */
export const AREAS: ConsoleArea[] = [
  dashboardArea,
  rentalsArea,
  caresArea,
  customersArea,
  catalogueArea,
  contentArea,
  staffArea,
  auditArea,
];
