import type { ConsoleArea } from '../../app/area';
import { DashboardScreen } from './dashboard-screen';

export const dashboardArea: ConsoleArea = {
  label: '대시보드',
  path: '/',
  permission: 'dashboard',
  routes: [{ index: true, element: <DashboardScreen /> }],
};
