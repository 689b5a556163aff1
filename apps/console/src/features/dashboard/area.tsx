import type { ConsoleArea } from '../../app/area';

export const dashboardArea: ConsoleArea = {
  label: '대시보드',
  path: '/',
  permission: 'dashboard',
  routes: [
    { index: true, lazy: () => import('./dashboard-screen').then((m) => ({ Component: m.DashboardScreen })) },
  ],
};
