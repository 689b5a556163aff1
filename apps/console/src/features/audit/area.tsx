import { areaAt } from '../../app/area';

export const auditArea = areaAt('audit', '감사 기록', [
  { path: 'audit', lazy: () => import('./audit-screen').then((m) => ({ Component: m.AuditScreen })) },
]);
