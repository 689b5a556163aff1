import type { ConsoleArea } from '../../app/area';
import { Page } from '../../shared/ui/page';

// Placeholder until this area's screens land in this folder.
export const caresArea: ConsoleArea = {
  label: 'AS',
  path: '/cares',
  permission: 'cares',
  routes: [{ path: 'cares', element: <Page title="AS">준비 중입니다.</Page> }],
};
