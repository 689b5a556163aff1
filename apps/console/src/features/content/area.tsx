import type { ConsoleArea } from '../../app/area';
import { Page } from '../../shared/ui/page';

// Placeholder until this area's screens land in this folder.
export const contentArea: ConsoleArea = {
  label: '콘텐츠',
  path: '/content',
  permission: 'content',
  routes: [{ path: 'content', element: <Page title="콘텐츠">준비 중입니다.</Page> }],
};
