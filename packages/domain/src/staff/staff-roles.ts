/**
 * Staff roles of the operator console and what each may do. The server checks every admin route against
 * this table; the console uses it only to hide what a role cannot use.
 */
export const STAFF_ROLES = ['admin', 'operations', 'content'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: '관리자',
  operations: '운영',
  content: '콘텐츠',
};

/** One area of the console; every admin route names the one it belongs to. */
export const STAFF_PERMISSIONS = [
  'dashboard',
  'rentals',
  'cares',
  'customers',
  'payments',
  'catalogue',
  'content',
  'staff',
  'audit',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

const GRANTS: Record<StaffRole, readonly StaffPermission[]> = {
  admin: STAFF_PERMISSIONS,
  operations: ['dashboard', 'rentals', 'cares', 'customers', 'payments'],
  content: ['dashboard', 'catalogue', 'content'],
};

export const mayStaff = (role: StaffRole, permission: StaffPermission): boolean =>
  GRANTS[role].includes(permission);

export const isStaffRole = (value: unknown): value is StaffRole =>
  // Stryker disable next-line ConditionalExpression: includes() of a string list is false for any non-string anyway; the typeof only narrows the type
  typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);

export const STAFF_FORBIDDEN_MESSAGE = '이 메뉴를 사용할 권한이 없습니다.';
export const STAFF_LOGIN_REQUIRED_MESSAGE = '직원 로그인이 필요합니다.';
export const STAFF_WRONG_LOGIN_MESSAGE = '이메일 또는 비밀번호가 올바르지 않습니다.';
export const STAFF_TOTP_REQUIRED_MESSAGE = '인증 앱의 6자리 코드를 입력해 주세요.';
export const STAFF_TOTP_WRONG_MESSAGE = '인증 코드가 올바르지 않습니다.';
export const STAFF_DISABLED_MESSAGE = '사용이 중지된 직원 계정입니다.';
export const STAFF_TOTP_SETUP_MESSAGE = '2단계 인증을 먼저 설정해 주세요.';
