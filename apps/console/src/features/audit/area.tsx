import { areaAt } from '../../app/area';
import { AuditScreen } from './audit-screen';

export const auditArea = areaAt('audit', '감사 기록', [{ path: 'audit', element: <AuditScreen /> }]);
