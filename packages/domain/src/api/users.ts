import { z } from 'zod';
import { STATE } from '../codes/generic-state';
import { EMAIL_REQUIRED_MESSAGE, emailError } from '../validation/email';
import { FIELD_MAX, limitedString } from '../validation/field-limits';
import { PASSWORD_REQUIRED_MESSAGE } from '../validation/password';
import { normalizeTel, TEL_RULE_MESSAGE, telError } from '../validation/tel';
import { ruleString } from '../validation/zod-rule';
import { messageEnvelope } from './envelope';
import { int, iso } from './fields';

/**
 * Request and response shapes of the `users/*`, `docConfirmables` and `userTerms` calls
 * (storefront-and-account.md section 7). Rules with several ordered messages (sign-up, password change,
 * password reset) are checked by the domain's rule functions, so those bodies only declare their fields.
 */

/** A field the domain's rule functions check after parsing; only its length is bounded here. */
const looseString = (max: number) => limitedString(max).optional().default('');
const token = limitedString(FIELD_MAX.token);

export const loginBodySchema = z.object({
  email: ruleString(EMAIL_REQUIRED_MESSAGE, FIELD_MAX.email, emailError),
  // No format rule at login: an old password that predates the rule must still be able to sign in.
  password: ruleString(PASSWORD_REQUIRED_MESSAGE, FIELD_MAX.password, () => null),
  isLocal: z.boolean().optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** What a login, a refresh, a social login and a sign-up answer. */
export const authTokensSchema = z.object({
  access_token: z.string(),
  /** Seconds the access token lives. */
  expires_in: int,
  refresh_token: z.string(),
  /** Seconds the refresh token lives if not used. */
  refresh_expires_in: int,
  id: int,
  name: z.string(),
});
export type AuthTokens = z.infer<typeof authTokensSchema>;

export const refreshBodySchema = z.object({ refresh_token: token.min(1) });
export const logoutBodySchema = z.object({ refresh_token: token.optional() }).optional();

export const userOptionsSchema = z.object({
  confNoticeAgreeAd: z.boolean(),
  confNoticeAgreeNight: z.boolean(),
  term: z
    .object({ reg_id: z.number().optional(), sn: z.string().optional(), type: z.number().optional() })
    .nullable(),
});

export const displayStateCountSchema = z.object({
  key: z.string(),
  label: z.string(),
  count: int,
});

export const favSymbolBriefSchema = z.object({ id: int, title: z.string(), content: z.string() });

/** The signed-in customer as `auth/me` and `users/{id}` answer it; never the password hash. */
export const userSchema = z.object({
  id: int,
  type: int,
  state: int,
  email: z.string().nullable(),
  name: z.string(),
  mobile: z.string().nullable(),
  tel: z.string().nullable(),
  created_at: iso,
  options: userOptionsSchema,
  spots_count: int,
  /** My page counts of the four display states (payment completed, preparing, shipping, renting). */
  subscs_counts: z.array(displayStateCountSchema),
  fav_symbol: favSymbolBriefSchema.nullable(),
  /** Linked social accounts' types (kakaotalk 10, naver 20, google 30, facebook 40, apple 50). */
  social_types: z.array(int),
});
export type User = z.infer<typeof userSchema>;

export const userIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** The notice options as the settings screen sends them. */
export const alarmOptionsSchema = z.object({
  'agree-ad': z.boolean().optional(),
  'agree-night': z.boolean().optional(),
});

/** PATCH users/{id}: what a customer may change himself. Name and mobile come from identity verification. */
export const userPatchBodySchema = z.object({
  /** A second contact number; hyphens are accepted and dropped, '' or null removes it. */
  tel: z
    .string()
    .max(20)
    .refine((value) => telError(value) === null, TEL_RULE_MESSAGE)
    .transform(normalizeTel)
    .nullable()
    .optional(),
  options: alarmOptionsSchema.optional(),
});

/** PUT users/{id}: withdrawal ({state: -500}) or the alarm options. */
export const userPutBodySchema = z.object({
  state: z.literal(STATE.ABNORMAL).optional(),
  options: alarmOptionsSchema.optional(),
});

export const authCheckBodySchema = z.object({
  email: looseString(FIELD_MAX.email),
  password: looseString(FIELD_MAX.password),
});

export const passwordChangeBodySchema = z.object({
  password: looseString(FIELD_MAX.password),
  password_new: looseString(FIELD_MAX.password),
  password_new_check: looseString(FIELD_MAX.password),
});

export const messageAnswerSchema = messageEnvelope(z.boolean());

export const duplicateEmailQuerySchema = z.object({ email: limitedString(FIELD_MAX.email).min(1) });
/**
 * The documents' shape (id, mobile); ours carries neither to an anonymous caller, since the screen only
 * needs to know the address is taken (decision 016): int is null and mobile is null.
 */
export const duplicateEmailAnswerSchema = z.object({ id: int.nullable(), mobile: z.string().nullable() });

/** One agreed document in a sign-up: the docConfirmables item without the parts the server fills. */
export const signupDocSchema = z.object({ doc_id: int, state: int });

/**
 * POST users. `name` and `mobile` may be sent (the form shows them) but the server takes both from the
 * identity verification `verif_id`. `social_token` (from socialUsers/storeToken) links a social account.
 */
export const signupBodySchema = z.object({
  email: looseString(FIELD_MAX.email),
  password: looseString(FIELD_MAX.password),
  passwordConfirm: looseString(FIELD_MAX.password),
  name: limitedString(FIELD_MAX.name).optional(),
  mobile: limitedString(FIELD_MAX.mobile).optional(),
  verif_id: token.optional(),
  doc_confirmables: z.array(signupDocSchema).optional().default([]),
  options: alarmOptionsSchema.optional(),
  social_token: token.optional(),
});
export type SignupBody = z.infer<typeof signupBodySchema>;

export const signupAnswerSchema = authTokensSchema.extend({ user: userSchema });

export const VERIF_TYPES = ['register', 'remind', 'create'] as const;
export type VerifType = (typeof VERIF_TYPES)[number];

export const verifReqQuerySchema = z.object({ type: z.enum(VERIF_TYPES) });

/** How the browser opens the verification: the simulator page, or PortOne's SDK with these values. */
export const verifReqAnswerSchema = z.object({
  verif_id: z.string(),
  provider: z.enum(['simulator', 'portone']),
  /** The simulator page to open in a popup (simulator only). */
  url: z.string().nullable(),
  portone: z
    .object({ store_id: z.string(), channel_key: z.string(), identity_verification_id: z.string() })
    .nullable(),
});

export const verifConfirmBodySchema = z.object({ verif_id: token.min(1) });

/** The identity-verification result the screens read (section 3), plus whether the person has an account. */
export const verifResultSchema = z.object({
  verif_id: z.string(),
  returnFlag: z.boolean(),
  errFlag: z.boolean(),
  errMsg: z.string().nullable(),
  name: z.string().nullable(),
  phoneNo: z.string().nullable(),
  birthDay: z.string().nullable(),
  gender: z.string().nullable(),
  registered: z.boolean(),
});
export type VerifResult = z.infer<typeof verifResultSchema>;

export const findEmailQuerySchema = z.object({
  name: limitedString(FIELD_MAX.name).min(1),
  mobile: limitedString(FIELD_MAX.mobile).min(1),
  /** A verified identity verification of this very name and mobile. */
  verif_id: token.min(1),
});
export const findEmailAnswerSchema = z.object({ email: z.string(), created_at: z.string() });

export const resetRequestBodySchema = z.object({
  email: ruleString(EMAIL_REQUIRED_MESSAGE, FIELD_MAX.email, emailError),
});
export const resetTokenQuerySchema = z.object({ token: token.min(1) });
export const resetBodySchema = z.object({
  token: token.min(1),
  password_new: looseString(FIELD_MAX.password),
  password_new_check: looseString(FIELD_MAX.password),
});

export const docConfirmableItemSchema = z.object({
  doc_id: int,
  state: int,
  confirmable_id: int,
  confirmable_type: int,
  type: int.optional(),
  user_id: int,
  options: z.record(z.string(), z.unknown()).optional(),
});
export const docConfirmablesBodySchema = z.object({
  items: z.array(docConfirmableItemSchema).min(1).max(50),
});
export const docConfirmableSchema = docConfirmableItemSchema.extend({
  id: int,
  type: int,
  options: z.record(z.string(), z.unknown()),
  created_at: iso,
});

export const userTermsBodySchema = z.object({
  user: z.union([int, z.object({ id: int })]),
  term: z.object({
    reg_id: int.optional(),
    sn: z.string().max(200).optional(),
    type: int.optional(),
  }),
});

/** One try of a message on a channel, with the provider's answer (the delivery log). */
export const noticeAttemptSchema = z.object({
  channel: z.string(),
  provider: z.string(),
  ok: z.boolean(),
  detail: z.string(),
  created_at: iso,
  /** The provider's later delivery report (delivered, undelivered) and its words; null until it comes. */
  report: z.string().nullable(),
  report_detail: z.string().nullable(),
});

export const noticeMsgSchema = z.object({
  id: int,
  channel: z.string(),
  content: z.object({ title: z.string(), content: z.string() }),
  created_at: iso,
  /** Beyond the document: the template kind, the delivery state, the 알림톡 text and button, the tries. */
  kind: z.string().nullable(),
  purpose: z.string(),
  state: z.string(),
  body: z.string().nullable(),
  button: z.object({ name: z.string(), url: z.string() }).nullable(),
  send_after: z.string().nullable(),
  sent_at: z.string().nullable(),
  attempts: z.array(noticeAttemptSchema),
  users: z.array(
    z.object({
      user: z.object({
        email: z.string().nullable(),
        name: z.string().nullable(),
        mobile: z.string().nullable(),
      }),
    }),
  ),
});
export type NoticeMsg = z.infer<typeof noticeMsgSchema>;
