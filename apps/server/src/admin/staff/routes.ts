import { randomBytes } from 'node:crypto';
import {
  staffCreateBodySchema,
  staffCreatedSchema,
  staffRowSchema,
  staffUpdateBodySchema,
} from '@shop/domain/api/admin/staff';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { foundRow } from '../../db/found-row';
import { staffUsers } from '../../db/schema';
import { item } from '../../http/envelope';
import { badRequest, conflict, notFound } from '../../http/errors';
import { allRowsSchema, oneRowSchema, oneRowWriteSchema, writeSchema } from '../../http/route-schemas';
import { kickDelivery } from '../../notifications/notification-jobs';
import { endSessions } from '../../security/end-sessions';
import { hashPassword } from '../../security/password';
import { areaRouteOptions } from '../area-route-options';
import { recordAudit } from '../audit/audit';
import { currentStaff } from '../staff-auth/require-staff';
import { findStaffByEmail } from '../staff-auth/staff-login';
import { staffRowView } from '../staff-auth/staff-view';
import { issuePasswordLink, type LinkPurpose, mailPasswordLink } from './password-links';

const options = areaRouteOptions('staff', 400, 404, 409);

/** A password nobody knows: the member sets their own through the invitation link. */
const unusablePassword = () => randomBytes(32).toString('base64url');

const NOT_FOUND = '직원 계정을 찾을 수 없습니다.';
const STAFF_EMAIL_TAKEN = '이미 등록된 이메일입니다.';

type StaffUser = typeof staffUsers.$inferSelect;

/**
 * Staff management (관리자 only): invite (a mailed link sets the password), change name or role, disable or
 * enable, reset a password (the same kind of link; the old password and every session end at once).
 */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const linkView = (link: { url: string; expiresAt: Date }) => ({
    url: link.url,
    expires_at: link.expiresAt.toISOString(),
  });

  /**
   * An invitation and a password reset end alike: `write` stores a password nobody knows on the member's row
   * (in the transaction, with its audit row), a one-time link to set one is issued and mailed, and the link is
   * answered too (the admin sees it once).
   */
  const withPasswordLink = async (
    purpose: LinkPurpose,
    write: (tx: Db, passwordHash: string, now: Date) => Promise<StaffUser>,
  ) => {
    const passwordHash = await hashPassword(unusablePassword());
    const now = app.clock.now();
    const { row, link } = await app.db.transaction(async (tx) => {
      const member = await write(tx, passwordHash, now);
      const issued = await issuePasswordLink(tx, member.id, purpose, app.config.publicUrl, now);
      await mailPasswordLink(tx, { config: app.config, now }, member, issued, purpose);
      return { row: member, link: issued };
    });
    await kickDelivery(app);
    return item({ staff: staffRowView(row), link: linkView(link) });
  };

  app.get('/staff', options(allRowsSchema(staffRowSchema)), async () =>
    item((await app.db.select().from(staffUsers).orderBy(asc(staffUsers.id))).map(staffRowView)),
  );

  app.post('/staff', options(writeSchema(staffCreateBodySchema, staffCreatedSchema)), async (request) => {
    const me = currentStaff(request);
    if (await findStaffByEmail(app.db, request.body.email)) throw conflict(STAFF_EMAIL_TAKEN);
    return withPasswordLink('invite', async (tx, passwordHash) => {
      // The check above answers the usual case; two invites of one address at once meet at the unique index.
      const [created] = await tx
        .insert(staffUsers)
        .values({
          email: request.body.email,
          name: request.body.name,
          role: request.body.role,
          passwordHash,
        })
        .returning()
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? conflict(STAFF_EMAIL_TAKEN) : error;
        });
      await recordAudit(tx, {
        staffId: me.id,
        action: 'staff.create',
        targetType: 'staff',
        targetId: created!.id,
        after: staffRowView(created!),
      });
      return created!;
    });
  });

  app.patch(
    '/staff/:id',
    options(oneRowWriteSchema(staffUpdateBodySchema, staffRowSchema)),
    async (request) => {
      const me = currentStaff(request);
      const { role, disabled, name } = request.body;
      if (request.params.id === me.id && (role !== undefined || disabled !== undefined)) {
        throw badRequest('자신의 역할이나 사용 여부는 바꿀 수 없습니다.');
      }
      const row = await app.db.transaction(async (tx) => {
        const before = await foundRow(
          tx.select().from(staffUsers).where(eq(staffUsers.id, request.params.id)),
          true,
          NOT_FOUND,
        );
        const [after] = await tx
          .update(staffUsers)
          .set({
            ...(name !== undefined ? { name } : {}),
            ...(role !== undefined ? { role } : {}),
            ...(disabled !== undefined
              ? { disabledAt: disabled ? (before.disabledAt ?? app.clock.now()) : null }
              : {}),
            // A new role or a disabled account: the sessions signed before end at once.
            ...(role !== undefined || disabled !== undefined ? endSessions(staffUsers.tokenVersion) : {}),
            updatedAt: app.clock.now(),
          })
          .where(eq(staffUsers.id, before.id))
          .returning();
        await recordAudit(tx, {
          staffId: me.id,
          action: disabled === true ? 'staff.disable' : disabled === false ? 'staff.enable' : 'staff.update',
          targetType: 'staff',
          targetId: before.id,
          before: staffRowView(before),
          after: staffRowView(after!),
        });
        return after!;
      });
      return item(staffRowView(row));
    },
  );

  app.post('/staff/:id/reset-password', options(oneRowSchema(staffCreatedSchema)), async (request) => {
    const me = currentStaff(request);
    return withPasswordLink('reset', async (tx, passwordHash, now) => {
      const [after] = await tx
        .update(staffUsers)
        .set({
          // The old password stops working now; the member sets a new one through the mailed link.
          passwordHash,
          // A lost phone is the usual reason: two-step sign-in is set up again after the reset.
          totpEnabled: false,
          totpSecret: null,
          ...endSessions(staffUsers.tokenVersion),
          updatedAt: now,
        })
        .where(eq(staffUsers.id, request.params.id))
        .returning();
      if (!after) throw notFound(NOT_FOUND);
      await recordAudit(tx, {
        staffId: me.id,
        action: 'staff.resetPassword',
        targetType: 'staff',
        targetId: after.id,
      });
      return after;
    });
  });
};
