import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, fk, id, morph, options, state, timestamps } from './columns';

export type UserOptions = {
  confNoticeAgreeAd?: boolean;
  confNoticeAgreeNight?: boolean;
  term?: { reg_id?: number; sn?: string; type?: number };
  userVerif?: { provider: string; verified_at: string };
};

/** Customers and staff. A withdrawn customer keeps the row (state ABNORMAL) with personal data erased. */
export const users = pgTable(
  'users',
  {
    id: id(),
    type: integer('type').notNull(),
    state: state(),
    email: text('email'),
    passwordHash: text('password_hash'),
    name: text('name').notNull().default(''),
    mobile: text('mobile'),
    tel: text('tel'),
    options: options<UserOptions>(),
    /** Part of every access token; raised when every session must end (logout, new password, withdrawal). */
    tokenVersion: integer('token_version').notNull().default(0),
    withdrawnAt: at('withdrawn_at'),
    ...timestamps(),
  },
  (t) => [
    // One live account per e-mail address; withdrawn rows have their e-mail erased.
    uniqueIndex('users_email_uniq').on(sql`lower(${t.email})`),
    index('users_mobile_idx').on(t.mobile, t.name),
    index('users_type_idx').on(t.type),
    // The console's searches (rentals, customers, AS) find a part of a name, e-mail or mobile: trigram
    // indexes (pg_trgm, migration 0014) serve `ilike '%…%'` of three characters or more, where a scan of every
    // customer took 120-170 ms at 100,000 customers.
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('users_mobile_trgm_idx').using('gin', t.mobile.op('gin_trgm_ops')),
  ],
);

/** Refresh tokens, stored hashed; a reused rotated token revokes its whole family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: fk('user_id', () => users.id, 'cascade'),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: at('expires_at').notNull(),
    rotatedAt: at('rotated_at'),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

/** Failed sign-in and password-check attempts, counted per account and per address in a time window. */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: id(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('auth_attempts_key_idx').on(t.key, t.createdAt)],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: id(),
  userId: fk('user_id', () => users.id, 'cascade'),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: createdAt(),
});

/** Identity verification (본인인증) results; a sign-up consumes one, so name and mobile come from it. */
export const identityVerifications = pgTable('identity_verifications', {
  id: id(),
  provider: text('provider').notNull(),
  txId: text('tx_id').notNull().unique(),
  purpose: text('purpose').notNull(),
  name: text('name'),
  phoneNo: text('phone_no'),
  birthDay: text('birth_day'),
  gender: text('gender'),
  result: jsonb('result').$type<Record<string, unknown>>().notNull().default({}),
  verifiedAt: at('verified_at'),
  usedAt: at('used_at'),
  createdAt: createdAt(),
});

/** Social accounts linked to a user (type: kakaotalk 10, naver 20, google 30, facebook 40, apple 50). */
export const socialUsers = pgTable(
  'social_users',
  {
    id: id(),
    type: integer('type').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    socialId: text('social_id').notNull(),
    socialAccount: jsonb('social_account')
      .$type<{ email?: string; is_email_valid?: boolean; is_email_verified?: boolean }>()
      .notNull()
      .default({}),
    tokenHash: text('token_hash'),
    linkedAtSignup: boolean('linked_at_signup').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('social_users_uniq').on(t.type, t.socialId),
    index('social_users_user_idx').on(t.userId),
  ],
);

/** Address book entries (spotable_type is a morph type id, user 1060). Deleted entries are kept for old ships. */
export const spots = pgTable(
  'spots',
  {
    id: id(),
    ...morph('spotable'),
    name: text('name').notNull(),
    tel: text('tel').notNull(),
    addr: text('addr').notNull(),
    addrCode: text('addr_code').notNull(),
    addrDesc: text('addr_desc').notNull().default(''),
    title: text('title').notNull().default(''),
    state: state(),
    options: options<{ type_weekend?: boolean }>(),
    deletedAt: at('deleted_at'),
    ...timestamps(),
  },
  (t) => [index('spots_owner_idx').on(t.spotableType, t.spotableId, t.state)],
);
