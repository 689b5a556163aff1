import type { ConsoleArea } from '../../app/area';
import { Page } from '../../shared/ui/page';

// Placeholder until this area's screens land in this folder.
export const customersArea: ConsoleArea = {
  label: '고객',
  path: '/customers',
  permission: 'customers',
  routes: [{ path: 'customers', element: <Page title="고객">준비 중입니다.</Page> }],
};
