import { areaAt } from '../../app/area';

export const staffArea = areaAt('staff', '직원', [
  { path: 'staff', lazy: () => import('./staff-screen').then((m) => ({ Component: m.StaffScreen })) },
]);
