import { z } from 'zod';
import { STAFF_PERMISSIONS, STAFF_ROLES } from '../../staff/staff-roles';
import { int, iso } from '../fields';
import { pageQueryFields } from './page-query';

/** Shapes of the console's staff calls: sign-in, the signed-in member, staff management, the audit log. */

const text = (max: number, message: string) =>
  z.string().trim().min(1, message).max(max, `${max}자 이내로 입력해 주세요.`);

/** The authenticator app's code: six digits. */
const totpCode = z.string().regex(/^\d{6}$/, '인증 코드는 숫자 6자리입니다.');
/** The one-time link's token that sets a member's password. */
const linkToken = z.string().min(1).max(200);

export const staffRoleSchema = z.enum(STAFF_ROLES);

export const staffLoginBodySchema = z.object({
  email: text(200, '이메일을 입력해 주세요.'),
  password: z.string().min(1, '비밀번호를 입력해 주세요.').max(200),
  /** The authenticator app's 6 digits, once two-step sign-in is on. */
  code: totpCode.optional(),
});
export type StaffLoginBody = z.infer<typeof staffLoginBodySchema>;

/** A staff member as the console shows them: who, their role, and whether two-step sign-in is on. */
const staffMemberFields = {
  id: int,
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  role_label: z.string(),
  totp_enabled: z.boolean(),
};

export const staffMeSchema = z.object({
  ...staffMemberFields,
  /** Two-step sign-in must be set up before anything else (live). */
  totp_required: z.boolean(),
  permissions: z.array(z.enum(STAFF_PERMISSIONS)),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

export const staffSessionSchema = z.object({
  access_token: z.string(),
  expires_in: int,
  staff: staffMeSchema,
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

export const totpSetupSchema = z.object({ secret: z.string(), uri: z.string() });
export const totpCodeBodySchema = z.object({
  code: totpCode,
});

export const staffPasswordBodySchema = z.object({
  password: z.string().min(1, '현재 비밀번호를 입력해 주세요.').max(200),
  password_new: z
    .string()
    .min(10, '새 비밀번호는 10자 이상이어야 합니다.')
    .max(200, '200자 이내로 입력해 주세요.'),
});

export const staffRowSchema = z.object({
  ...staffMemberFields,
  disabled: z.boolean(),
  last_login_at: z.string().nullable(),
  created_at: iso,
});
export type StaffRow = z.infer<typeof staffRowSchema>;

export const staffCreateBodySchema = z.object({
  email: text(200, '이메일을 입력해 주세요.').pipe(z.email('이메일 형식이 올바르지 않습니다.')),
  name: text(50, '이름을 입력해 주세요.'),
  role: staffRoleSchema,
});
export type StaffCreateBody = z.infer<typeof staffCreateBodySchema>;

/**
 * A new member or a reset: the one-time link that sets the password, mailed to the member and shown once
 * to the admin (to pass on if the mail does not arrive); never stored in clear.
 */
export const staffCreatedSchema = z.object({
  staff: staffRowSchema,
  link: z.object({ url: z.string(), expires_at: z.string() }),
});

export const STAFF_PASSWORD_MIN = 10;
const newPassword = z
  .string({ message: '새 비밀번호를 입력해 주세요.' })
  .min(STAFF_PASSWORD_MIN, `새 비밀번호는 ${STAFF_PASSWORD_MIN}자 이상이어야 합니다.`)
  .max(200, '200자 이내로 입력해 주세요.');

/** GET auth/password-link: whose link it is, for the screen that sets the password. */
export const passwordLinkQuerySchema = z.object({ token: linkToken });
export const passwordLinkInfoSchema = z.object({
  email: z.string(),
  name: z.string(),
  purpose: z.enum(['invite', 'reset']),
});
export type PasswordLinkInfo = z.infer<typeof passwordLinkInfoSchema>;

/** POST auth/password-link: the new password, twice. */
export const passwordLinkBodySchema = z
  .object({
    token: linkToken,
    password: newPassword,
    password_check: z.string().max(200),
  })
  .refine((b) => b.password === b.password_check, {
    message: '두 비밀번호가 같지 않습니다.',
    path: ['password_check'],
  });
export const PASSWORD_LINK_INVALID_MESSAGE =
  '링크가 만료되었거나 이미 사용되었습니다. 관리자에게 새 링크를 요청해 주세요.';

export const staffUpdateBodySchema = z
  .object({
    role: staffRoleSchema.optional(),
    disabled: z.boolean().optional(),
    name: text(50, '이름을 입력해 주세요.').optional(),
  })
  .refine(
    (b) => b.role !== undefined || b.disabled !== undefined || b.name !== undefined,
    '바꿀 내용이 없습니다.',
  );
export type StaffUpdateBody = z.infer<typeof staffUpdateBodySchema>;

export const auditRowSchema = z.object({
  id: int,
  staff_id: int.nullable(),
  staff_name: z.string().nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  created_at: iso,
});
export type AuditRow = z.infer<typeof auditRowSchema>;

export const auditQuerySchema = z.object({
  ...pageQueryFields(),
  staff_id: z.coerce.number().int().positive().optional(),
  action: z.string().max(100).optional(),
  target_type: z.string().max(50).optional(),
  target_id: z.string().max(50).optional(),
});
