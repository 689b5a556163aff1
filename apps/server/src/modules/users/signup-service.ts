import type { AuthTokens, SignupBody, User } from '@shop/domain/api/users';
import {
  DOC_SLUG,
  type DocSlug,
  SIGNUP_DOC_SLUGS,
  SIGNUP_REQUIRED_DOC_SLUGS,
} from '@shop/domain/codes/doc-slug';
import { STATE } from '@shop/domain/codes/generic-state';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { USER_TYPE } from '@shop/domain/codes/user-type';
import { emailError } from '@shop/domain/validation/email';
import { isEmpty } from '@shop/domain/validation/is-empty';
import { isValidMobile, MOBILE_RULE_MESSAGE } from '@shop/domain/validation/mobile';
import { PASSWORD_RULE_SIGNUP_MESSAGE, passwordError } from '@shop/domain/validation/password';
import {
  EMAIL_DUPLICATE_MESSAGE,
  EMAIL_NOT_CHECKED_MESSAGE,
  passwordConfirmError,
  SIGNUP_EMPTY_MESSAGE,
  TERMS_REQUIRED_MESSAGE,
} from '@shop/domain/validation/signup';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { docConfirmables, docs, identityVerifications, socialUsers, users } from '../../db/schema';
import { badRequest, conflict, HttpError } from '../../http/errors';
import { queueMessage } from '../../notifications/queue-messages';
import { hashPassword } from '../../security/password';
import { startSession } from '../../security/session';
import { readSocialProof } from '../../security/social-proof';
import { findUserByEmail } from './user-queries';
import { getUserView } from './user-view';
import { requireFreshVerification } from './verification-service';

export const SIGNUP_FAILED_MESSAGE = '사용자를 등록하지 못했습니다.';
const SOCIAL_LINK_FAILED_MESSAGE = '소셜 계정 정보가 만료되었습니다. 소셜 로그인을 다시 진행해 주세요.';

const fieldError = (field: string, message: string) => badRequest(message, { [field]: [message] });

/** Section 5 on the server, in the form's order (name and mobile are checked on the verification). */
function checkForm(body: SignupBody): void {
  const empty = (['email', 'password', 'passwordConfirm'] as const).find((f) => isEmpty(body[f]));
  if (empty) throw fieldError(empty, SIGNUP_EMPTY_MESSAGE);
  const email = emailError(body.email);
  if (email) throw fieldError('email', email);
  const password = passwordError(body.password, PASSWORD_RULE_SIGNUP_MESSAGE);
  if (password) throw fieldError('password', password);
  const confirm = passwordConfirmError(body.password, body.passwordConfirm);
  if (confirm) throw fieldError('passwordConfirm', confirm);
}

/**
 * The published required sign-up documents (usage, privacy) must be agreed; the promo-receive one is optional
 * (decision 019). Answers every agreement given, and whether it includes advertising.
 */
async function agreedDocs(db: Db, items: SignupBody['doc_confirmables']) {
  const agreedIds = items.filter((i) => i.state === STATE.ENABLE).map((i) => i.doc_id);
  const shown = await db
    .select({ id: docs.id, slug: docs.slug })
    .from(docs)
    .where(and(inArray(docs.slug, [...SIGNUP_DOC_SLUGS]), eq(docs.state, STATE.ENABLE)));
  const required = shown.filter((doc) => SIGNUP_REQUIRED_DOC_SLUGS.includes(doc.slug as DocSlug));
  if (required.some((doc) => !agreedIds.includes(doc.id))) throw fieldError('terms', TERMS_REQUIRED_MESSAGE);
  const ids = [...new Set(items.map((i) => i.doc_id))];
  const found = ids.length
    ? await db.select({ id: docs.id, type: docs.type }).from(docs).where(inArray(docs.id, ids))
    : [];
  if (found.length !== ids.length) throw fieldError('terms', TERMS_REQUIRED_MESSAGE);
  const advertising = shown.some((doc) => doc.slug === DOC_SLUG.PROMO_RECEIVE && agreedIds.includes(doc.id));
  return {
    advertising,
    items: items.map((i) => ({ ...i, type: found.find((d) => d.id === i.doc_id)!.type })),
  };
}

/**
 * POST users: the form's rules, a completed and unused identity verification (name and mobile come from
 * it, never from the form), a free e-mail and the required agreements; then the user, the consumed
 * verification, the agreements and the social link are written in ONE transaction.
 */
export async function signUp(db: Db, config: Config, body: SignupBody): Promise<AuthTokens & { user: User }> {
  checkForm(body);
  const verification = await requireFreshVerification(db, body.verif_id, ['register', 'create']);
  const name = verification.name!;
  const mobile = verification.phoneNo!;
  if (!isValidMobile(mobile)) throw fieldError('mobile', MOBILE_RULE_MESSAGE);
  if (await findUserByEmail(db, body.email)) throw conflict(EMAIL_NOT_CHECKED_MESSAGE);
  const [samePerson] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.name, name), eq(users.mobile, mobile), ne(users.state, STATE.ABNORMAL)))
    .limit(1);
  if (samePerson) throw conflict(EMAIL_DUPLICATE_MESSAGE);
  const { items: agreements, advertising } = await agreedDocs(db, body.doc_confirmables);
  let social: { id: number } | null = null;
  if (body.social_token) {
    const row = await readSocialProof(db, body.social_token, config.jwtSecret);
    if (!row || row.userId !== null) throw badRequest(SOCIAL_LINK_FAILED_MESSAGE);
    social = row;
  }
  const passwordHash = await hashPassword(body.password);

  const user = await db
    .transaction(async (tx) => {
      const used = await tx
        .update(identityVerifications)
        .set({ usedAt: new Date() })
        .where(and(eq(identityVerifications.id, verification.id), isNull(identityVerifications.usedAt)))
        .returning({ id: identityVerifications.id });
      if (used.length === 0) throw badRequest(SIGNUP_FAILED_MESSAGE);
      const [created] = await tx
        .insert(users)
        .values({
          type: USER_TYPE.CUSTOMER,
          state: STATE.NORMAL,
          email: body.email.trim(),
          passwordHash,
          name,
          mobile,
          options: {
            // Agreeing to the promo-receive document is the opt-in (an explicit agree-ad too).
            confNoticeAgreeAd: advertising || body.options?.['agree-ad'] === true,
            confNoticeAgreeNight: body.options?.['agree-night'] ?? false,
            userVerif: {
              provider: verification.provider,
              verified_at: verification.verifiedAt!.toISOString(),
            },
          },
        })
        .returning();
      if (agreements.length > 0) {
        await tx.insert(docConfirmables).values(
          agreements.map((a) => ({
            docId: a.doc_id,
            state: a.state,
            confirmableType: MORPH_TYPE.USER,
            confirmableId: created!.id,
            type: a.type,
            userId: created!.id,
          })),
        );
      }
      await queueMessage(
        tx,
        { kind: 'welcome', userId: created!.id, variables: { 이름: name || '고객' } },
        { config, now: new Date() },
      );
      if (social) {
        const linked = await tx
          .update(socialUsers)
          .set({ userId: created!.id, linkedAtSignup: true, tokenHash: null })
          .where(and(eq(socialUsers.id, social.id), isNull(socialUsers.userId)))
          .returning({ id: socialUsers.id });
        if (linked.length === 0) throw badRequest(SOCIAL_LINK_FAILED_MESSAGE);
      }
      return created!;
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw conflict(EMAIL_NOT_CHECKED_MESSAGE);
      throw err;
    });
  const tokens = await startSession(db, config, user);
  const view = await getUserView(db, user.id);
  if (!view) throw new HttpError(500, SIGNUP_FAILED_MESSAGE);
  return { ...tokens, user: view };
}
