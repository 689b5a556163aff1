import {
  staffLoginBodySchema,
  staffMeSchema,
  staffPasswordBodySchema,
  staffSessionSchema,
  totpCodeBodySchema,
  totpSetupSchema,
} from '@shop/domain/api/admin/staff';
import { STAFF_TOTP_WRONG_MESSAGE } from '@shop/domain/staff/staff-roles';
import { eq } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffUsers } from '../../db/schema';
import { errorBodySchema, item, itemEnvelope } from '../../http/envelope';
import { errorAnswers } from '../../http/error-answers';
import { badRequest, conflict } from '../../http/errors';
import { routeOptions } from '../../http/route-options';
import { writeSchema } from '../../http/route-schemas';
import { endSessions } from '../../security/end-sessions';
import { hashPassword, verifyPassword } from '../../security/password';
import { type AuditEntry, recordAudit } from '../audit/audit';
import { currentStaff } from './require-staff';
import { staffLogin, staffSession, totpRequiredOn } from './staff-login';
import { staffMeView } from './staff-view';
import { newTotpSecret, totpCodeValid } from './totp';

const tags = ['staff-auth'];
const errors = errorAnswers(400, 401, 403, 429);
// A sign-in that needs the authenticator code says so, for the screen to ask for it.
const loginErrors = { ...errors, 400: errorBodySchema.extend({ totp_required: z.boolean().optional() }) };
const signedIn = routeOptions({ config: { permission: 'signedIn' }, tags, errors });

/** Sign-in, the signed-in member, two-step setup, own password, sign-out (which ends every session). */
export const staffAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const rowOf = async (id: number) => {
    const [row] = await app.db.select().from(staffUsers).where(eq(staffUsers.id, id)).limit(1);
    return row!;
  };

  // The signed-in member (as the token names them) and their row as it is stored now.
  const signedInMember = async (request: FastifyRequest) => {
    const staff = currentStaff(request);
    return { staff, row: await rowOf(staff.id) };
  };

  // A member's change to their own row, audited in the same transaction.
  const updateOwnRow = (
    staffId: number,
    set: PgUpdateSetSource<typeof staffUsers>,
    audit: Pick<AuditEntry, 'action' | 'before' | 'after'>,
  ) =>
    app.db.transaction(async (tx) => {
      const [next] = await tx
        .update(staffUsers)
        .set({ ...set, updatedAt: app.clock.now() })
        .where(eq(staffUsers.id, staffId))
        .returning();
      await recordAudit(tx, { staffId, ...audit, targetType: 'staff', targetId: staffId });
      return next!;
    });

  app.post(
    '/auth/login',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        body: staffLoginBodySchema,
        response: { 200: itemEnvelope(staffSessionSchema), ...loginErrors },
      },
    },
    async (request) => item(await staffLogin(app.db, app.config, request.body, request.ip, app.clock.now())),
  );

  app.get('/auth/me', signedIn({ response: { 200: itemEnvelope(staffMeSchema) } }), async (request) =>
    item(staffMeView(await rowOf(currentStaff(request).id), totpRequiredOn(app.config))),
  );

  app.post(
    '/auth/logout',
    signedIn({ response: { 200: itemEnvelope(z.literal(true)) } }),
    async (request) => {
      const staff = currentStaff(request);
      await app.db
        .update(staffUsers)
        .set(endSessions(staffUsers.tokenVersion))
        .where(eq(staffUsers.id, staff.id));
      return item(true as const);
    },
  );

  app.post(
    '/auth/totp',
    signedIn({
      response: { 200: itemEnvelope(totpSetupSchema), 409: errorBodySchema },
    }),
    async (request) => {
      const { staff, row } = await signedInMember(request);
      if (row.totpEnabled) throw conflict('2단계 인증이 이미 켜져 있습니다.');
      const setup = newTotpSecret(staff.email);
      await app.db.update(staffUsers).set({ totpSecret: setup.secret }).where(eq(staffUsers.id, staff.id));
      return item(setup);
    },
  );

  app.post(
    '/auth/totp/confirm',
    signedIn(writeSchema(totpCodeBodySchema, staffMeSchema)),
    async (request) => {
      const { staff, row } = await signedInMember(request);
      if (!row.totpSecret || !totpCodeValid(row.totpSecret, request.body.code, app.clock.now().getTime())) {
        throw badRequest(STAFF_TOTP_WRONG_MESSAGE, { code: [STAFF_TOTP_WRONG_MESSAGE] });
      }
      const updated = await updateOwnRow(
        staff.id,
        { totpEnabled: true },
        { action: 'staff.totpEnable', before: { totp_enabled: false }, after: { totp_enabled: true } },
      );
      return item(staffMeView(updated, totpRequiredOn(app.config)));
    },
  );

  app.post(
    '/auth/password',
    signedIn(writeSchema(staffPasswordBodySchema, staffSessionSchema)),
    async (request) => {
      const { staff, row } = await signedInMember(request);
      if (!(await verifyPassword(request.body.password, row.passwordHash))) {
        throw badRequest('현재 비밀번호가 올바르지 않습니다.', {
          password: ['현재 비밀번호가 올바르지 않습니다.'],
        });
      }
      const passwordHash = await hashPassword(request.body.password_new);
      const updated = await updateOwnRow(
        staff.id,
        { passwordHash, ...endSessions(staffUsers.tokenVersion) },
        { action: 'staff.passwordChange' },
      );
      // Every other session ends; this one goes on with a new token.
      return item(await staffSession(app.config, updated));
    },
  );
};
