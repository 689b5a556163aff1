import { describe, expect, it } from 'vitest';
import {
  isStaffRole,
  mayStaff,
  STAFF_DISABLED_MESSAGE,
  STAFF_FORBIDDEN_MESSAGE,
  STAFF_LOGIN_REQUIRED_MESSAGE,
  STAFF_PERMISSIONS,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  STAFF_TOTP_REQUIRED_MESSAGE,
  STAFF_TOTP_SETUP_MESSAGE,
  STAFF_TOTP_WRONG_MESSAGE,
  STAFF_WRONG_LOGIN_MESSAGE,
  type StaffPermission,
  type StaffRole,
} from './staff-roles';

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

  it('lists the three roles in order with their Korean labels', () => {
    expect(STAFF_ROLES).toEqual(['admin', 'operations', 'content']);
    expect(STAFF_ROLE_LABELS).toEqual({ admin: '관리자', operations: '운영', content: '콘텐츠' });
  });

  it('lists every console area in order', () => {
    expect(STAFF_PERMISSIONS).toEqual([
      'dashboard',
      'rentals',
      'cares',
      'customers',
      'payments',
      'catalogue',
      'content',
      'staff',
      'audit',
    ]);
  });

  it('answers each role × area exactly as the grant table says', () => {
    const granted: Record<StaffRole, Record<StaffPermission, boolean>> = {
      admin: {
        dashboard: true,
        rentals: true,
        cares: true,
        customers: true,
        payments: true,
        catalogue: true,
        content: true,
        staff: true,
        audit: true,
      },
      operations: {
        dashboard: true,
        rentals: true,
        cares: true,
        customers: true,
        payments: true,
        catalogue: false,
        content: false,
        staff: false,
        audit: false,
      },
      content: {
        dashboard: true,
        rentals: false,
        cares: false,
        customers: false,
        payments: false,
        catalogue: true,
        content: true,
        staff: false,
        audit: false,
      },
    };
    for (const role of STAFF_ROLES) {
      for (const permission of STAFF_PERMISSIONS) {
        expect({ role, permission, may: mayStaff(role, permission) }).toEqual({
          role,
          permission,
          may: granted[role][permission],
        });
      }
    }
  });

  it('recognises only the three role names, exactly spelled, as a role', () => {
    expect(isStaffRole('admin')).toBe(true);
    expect(isStaffRole('operations')).toBe(true);
    expect(isStaffRole('content')).toBe(true);
    expect(isStaffRole('Admin')).toBe(false);
    expect(isStaffRole('admin ')).toBe(false);
    expect(isStaffRole('')).toBe(false);
    expect(isStaffRole('staff')).toBe(false);
    expect(isStaffRole(undefined)).toBe(false);
    expect(isStaffRole(null)).toBe(false);
    expect(isStaffRole(1)).toBe(false);
    expect(isStaffRole(['admin'])).toBe(false);
    expect(isStaffRole({ toString: () => 'admin' })).toBe(false);
  });

  it('words the sign-in and permission refusals', () => {
    expect(STAFF_FORBIDDEN_MESSAGE).toBe('이 메뉴를 사용할 권한이 없습니다.');
    expect(STAFF_LOGIN_REQUIRED_MESSAGE).toBe('직원 로그인이 필요합니다.');
    expect(STAFF_WRONG_LOGIN_MESSAGE).toBe('이메일 또는 비밀번호가 올바르지 않습니다.');
    expect(STAFF_TOTP_REQUIRED_MESSAGE).toBe('인증 앱의 6자리 코드를 입력해 주세요.');
    expect(STAFF_TOTP_WRONG_MESSAGE).toBe('인증 코드가 올바르지 않습니다.');
    expect(STAFF_DISABLED_MESSAGE).toBe('사용이 중지된 직원 계정입니다.');
    expect(STAFF_TOTP_SETUP_MESSAGE).toBe('2단계 인증을 먼저 설정해 주세요.');
  });
});
