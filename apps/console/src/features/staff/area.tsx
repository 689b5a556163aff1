import type { ConsoleArea } from '../../app/area';
import { Page } from '../../shared/ui/page';

// Placeholder until this area's screens land in this folder.
export const staffArea: ConsoleArea = {
  label: '직원',
  path: '/staff',
  permission: 'staff',
  routes: [{ path: 'staff', element: <Page title="직원">준비 중입니다.</Page> }],
};
