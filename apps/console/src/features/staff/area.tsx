import { areaAt } from '../../app/area';
import { StaffScreen } from './staff-screen';

export const staffArea = areaAt('staff', '직원', [{ path: 'staff', element: <StaffScreen /> }]);
