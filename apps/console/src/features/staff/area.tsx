import type { ConsoleArea } from '../../app/area';
import { StaffScreen } from './staff-screen';

export const staffArea: ConsoleArea = {
  label: '직원',
  path: '/staff',
  permission: 'staff',
  routes: [{ path: 'staff', element: <StaffScreen /> }],
};
