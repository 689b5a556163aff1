import type { ConsoleArea } from '../../app/area';
import { AuditScreen } from './audit-screen';

export const auditArea: ConsoleArea = {
  label: '감사 기록',
  path: '/audit',
  permission: 'audit',
  routes: [{ path: 'audit', element: <AuditScreen /> }],
};
