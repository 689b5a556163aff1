import type { StaffMe, StaffRow } from '@shop/domain/api/admin/staff';
import {
  mayStaff,
  STAFF_PERMISSIONS,
  STAFF_ROLE_LABELS,
  type StaffRole,
} from '@shop/domain/staff/staff-roles';
import type { staffUsers } from '../../db/schema';

type StaffDbRow = typeof staffUsers.$inferSelect;

export const staffMeView = (row: StaffDbRow, totpRequired: boolean): StaffMe => {
  const role = row.role as StaffRole;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role,
    role_label: STAFF_ROLE_LABELS[role],
    totp_enabled: row.totpEnabled,
    totp_required: totpRequired && !row.totpEnabled,
    permissions: STAFF_PERMISSIONS.filter((p) => mayStaff(role, p)),
  };
};

export const staffRowView = (row: StaffDbRow): StaffRow => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role as StaffRole,
  role_label: STAFF_ROLE_LABELS[row.role as StaffRole],
  totp_enabled: row.totpEnabled,
  disabled: row.disabledAt !== null,
  last_login_at: row.lastLoginAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});
