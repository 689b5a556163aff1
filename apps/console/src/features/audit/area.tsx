import type { ConsoleArea } from '../../app/area';
import { Page } from '../../shared/ui/page';

// Placeholder until this area's screens land in this folder.
export const auditArea: ConsoleArea = {
  label: '감사 기록',
  path: '/audit',
  permission: 'audit',
  routes: [{ path: 'audit', element: <Page title="감사 기록">준비 중입니다.</Page> }],
};
