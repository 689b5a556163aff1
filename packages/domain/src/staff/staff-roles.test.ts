import { describe, expect, it } from 'vitest';
import { mayStaff, STAFF_PERMISSIONS, STAFF_ROLES } from './staff-roles';

describe('staff roles', () => {
  it('gives 관리자 every area and keeps staff management and the audit log to 관리자', () => {
    for (const permission of STAFF_PERMISSIONS) expect(mayStaff('admin', permission)).toBe(true);
    for (const role of STAFF_ROLES.filter((r) => r !== 'admin')) {
      expect(mayStaff(role, 'staff')).toBe(false);
      expect(mayStaff(role, 'audit')).toBe(false);
    }
  });

  it('splits operations from catalogue and content', () => {
    const of = (role: (typeof STAFF_ROLES)[number]) => STAFF_PERMISSIONS.filter((p) => mayStaff(role, p));
    expect(of('operations')).toEqual(['dashboard', 'rentals', 'cares', 'customers', 'payments']);
    expect(of('content')).toEqual(['dashboard', 'catalogue', 'content']);
  });
});
