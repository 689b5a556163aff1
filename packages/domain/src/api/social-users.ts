import { z } from 'zod';
import { SOCIAL_TYPE } from '../codes/social-type';
import { FIELD_MAX, limitedString } from '../validation/field-limits';
import { int, iso } from './fields';
import { authTokensSchema } from './users';

/** Request and response shapes of the `socialUsers/*` calls (storefront-and-account.md section 7). */

export const socialTypeSchema = z.coerce
  .number()
  .int()
  .refine((n) => Object.values(SOCIAL_TYPE).includes(n as never), '지원하지 않는 소셜 로그인입니다.');

export const socialAccountSchema = z.object({
  email: z.string().optional(),
  is_email_valid: z.boolean().optional(),
  is_email_verified: z.boolean().optional(),
});

export const socialUserSchema = z.object({
  id: int,
  type: int,
  user_id: int.nullable(),
  social_account: socialAccountSchema,
  /** Linked while signing up: such a link cannot be removed. */
  linked_at_signup: z.boolean(),
  created_at: iso,
});
export type SocialUser = z.infer<typeof socialUserSchema>;

export const authorizeUrlQuerySchema = z.object({ type: socialTypeSchema });
export const authorizeUrlAnswerSchema = z.object({ url: z.string(), state: z.string() });

/** The provider sent the browser back with `code` and `state`; the server exchanges the code. */
export const storeTokenBodySchema = z.object({
  type: socialTypeSchema,
  code: limitedString(FIELD_MAX.token).min(1),
  state: limitedString(FIELD_MAX.token).min(1),
});
export const storeTokenAnswerSchema = z.object({
  /** Short-lived proof of the social account, for socialUsers, socialUsers/login and the sign-up. */
  token: z.string(),
  type: int,
  social_account: socialAccountSchema,
  /** The account it is linked to, if any. */
  user_id: int.nullable(),
});

export const indexEmailQuerySchema = z.object({
  email: limitedString(FIELD_MAX.email).min(1),
  type: socialTypeSchema.optional(),
});
export const indexEmailAnswerSchema = z.object({ registered: z.boolean(), linked: z.boolean() });

export const socialLoginBodySchema = z.object({
  token: limitedString(FIELD_MAX.token).min(1),
  user_id: int.optional(),
});

export const socialCreateBodySchema = z.object({
  type: socialTypeSchema.optional(),
  token: limitedString(FIELD_MAX.token).min(1),
  user_id: int.optional(),
});

/**
 * The answer of POST socialUsers: `login` (200, with tokens), `update` (201, linked to the signed-in
 * account) or `create` (202: no account yet; the sign-up form is prefilled with the social e-mail).
 */
export const socialCreateAnswerSchema = z.object({
  result: z.enum(['login', 'update', 'create']),
  type: int,
  social_account: socialAccountSchema,
  social_user: socialUserSchema.nullable(),
  auth: authTokensSchema.nullable(),
  /** For `create`: the token to send with the sign-up so the account is linked. */
  token: z.string().nullable(),
  /** For `create`: an account already uses the social e-mail (offer to log in and link from settings). */
  email_registered: z.boolean(),
});

export const socialUsersQuerySchema = z.object({ user_id: z.coerce.number().int().positive().optional() });
export const socialUserIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
