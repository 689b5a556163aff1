import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, fk, id, timestamps } from './columns';

/**
 * Operator console accounts, apart from customers. `token_version` is part of every staff token: raising
 * it (disable, role change, password change) ends every session at once on every instance.
 */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** admin | operations | content (domain staff-roles). */
    role: text('role').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Base32 TOTP secret; two-step sign-in is on once the staff member confirmed a first code. */
    totpSecret: text('totp_secret'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    tokenVersion: integer('token_version').notNull().default(0),
    disabledAt: at('disabled_at'),
    lastLoginAt: at('last_login_at'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('staff_users_email_uniq').on(sql`lower(${t.email})`)],
);

/**
 * Every staff write: who, what, which record, before and after. Insert-only: a trigger refuses UPDATE and
 * DELETE, so not even a bug in the server can rewrite history.
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: id(),
    staffId: integer('staff_id').references(() => staffUsers.id),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('staff_audit_created_idx').on(t.createdAt),
    index('staff_audit_target_idx').on(t.targetType, t.targetId),
    index('staff_audit_staff_idx').on(t.staffId, t.createdAt),
  ],
);

/**
 * One-time links to set a staff member's password: sent by mail when an admin invites a member or resets
 * a password. Only the token's SHA-256 is kept; a link works once, until it expires, and a newer link for
 * the same member ends the older ones.
 */
export const staffPasswordLinks = pgTable(
  'staff_password_links',
  {
    id: id(),
    staffId: fk('staff_id', () => staffUsers.id),
    tokenHash: text('token_hash').notNull(),
    /** invite | reset */
    purpose: text('purpose').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_password_links_token_uniq').on(t.tokenHash),
    index('staff_password_links_staff_idx').on(t.staffId),
  ],
);
