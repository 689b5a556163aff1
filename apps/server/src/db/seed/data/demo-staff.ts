import type { StaffRole } from '@shop/domain/staff/staff-roles';

/** Console accounts of the demo shop, one per role (never seeded on live). Listed in the README. */
export const DEMO_STAFF: { email: string; name: string; role: StaffRole; password: string }[] = [
  { email: 'admin@soridam.kr', name: '김관리', role: 'admin', password: 'console-admin-1!' },
  { email: 'ops@soridam.kr', name: '이운영', role: 'operations', password: 'console-ops-1!' },
  { email: 'content@soridam.kr', name: '박콘텐츠', role: 'content', password: 'console-content-1!' },
];
