import type { ConsoleArea } from '../../app/area';
import { Page } from '../../shared/ui/page';

// Placeholder until this area's screens land in this folder.
export const rentalsArea: ConsoleArea = {
  label: '렌탈·주문',
  path: '/rentals',
  permission: 'rentals',
  routes: [{ path: 'rentals', element: <Page title="렌탈·주문">준비 중입니다.</Page> }],
};
