import type { ConsoleArea } from '../../app/area';
import { Page } from '../../shared/ui/page';

// Placeholder until this area's screens land in this folder.
export const dashboardArea: ConsoleArea = {
  label: '대시보드',
  path: '/',
  permission: 'dashboard',
  routes: [{ index: true, element: <Page title="대시보드">준비 중입니다.</Page> }],
};
