import type { ConsoleArea } from '../../app/area';
import { Page } from '../../shared/ui/page';

// Placeholder until this area's screens land in this folder.
export const catalogueArea: ConsoleArea = {
  label: '상품',
  path: '/catalogue',
  permission: 'catalogue',
  routes: [{ path: 'catalogue', element: <Page title="상품">준비 중입니다.</Page> }],
};
