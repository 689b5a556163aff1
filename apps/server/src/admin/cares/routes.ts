import {
  careDetailSchema,
  careQueueQuerySchema,
  careRowSchema,
  quoteBodySchema,
} from '@shop/domain/api/admin/cares';
import { CARE_TRANSITIONS, type CareTransitionName, moveCare } from '@shop/domain/care/care-machine';
import { CARE_STATE } from '@shop/domain/codes/care-state';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { careHistories, careQuotes, cares } from '../../db/schema';
import { errorBodySchema, item, list, listEnvelope } from '../../http/envelope';
import { badRequest, notFound } from '../../http/errors';
import { recordAudit } from '../audit/audit';
import { currentStaff } from '../staff-auth/require-staff';
import { CARE_NOT_FOUND, careDetail, careQueue, mayEditQuote } from './care-queue';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const moveNames = Object.keys(CARE_TRANSITIONS) as [CareTransitionName, ...CareTransitionName[]];
const tags = ['cares'];

export const QUOTE_NOT_EDITABLE_MESSAGE = '수리 중인 AS만 견적을 작성할 수 있습니다.';
export const QUOTE_REQUIRED_MESSAGE = '수리 완료 전에 견적을 작성해 주세요.';

/**
 * AS (운영): the queue, one request, its repair quote, and the staff moves of the AS machine, each move
 * and its history row and audit row in one transaction.
 */
export const careAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { permission: 'cares' as const };

  app.get(
    '/cares',
    {
      config,
      schema: {
        tags,
        querystring: careQueueQuerySchema,
        response: { 200: listEnvelope(careRowSchema), ...errors },
      },
    },
    async (request) => {
      const { rows, total } = await careQueue(app.db, request.query);
      return list(rows, request.query, total);
    },
  );

  app.get(
    '/cares/:id',
    {
      config,
      schema: { tags, params: idParams, response: { 200: z.object({ data: careDetailSchema }), ...errors } },
    },
    async (request) => item(await careDetail(app.db, request.params.id)),
  );

  app.put(
    '/cares/:id/quote',
    {
      config,
      schema: {
        tags,
        params: idParams,
        body: quoteBodySchema,
        response: { 200: z.object({ data: careDetailSchema }), ...errors },
      },
    },
    async (request) => {
      const staff = currentStaff(request);
      const now = app.clock.now();
      const amount = request.body.lines.reduce((sum, line) => sum + line.amount, 0);
      await app.db.transaction(async (tx) => {
        const [care] = await tx.select().from(cares).where(eq(cares.id, request.params.id)).for('update');
        if (!care) throw notFound(CARE_NOT_FOUND);
        if (!mayEditQuote(care.state)) throw badRequest(QUOTE_NOT_EDITABLE_MESSAGE);
        const [before] = await tx.select().from(careQuotes).where(eq(careQuotes.careId, care.id));
        await tx
          .insert(careQuotes)
          .values({
            careId: care.id,
            lines: request.body.lines,
            amount,
            staffId: staff.id,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoUpdate({
            target: careQuotes.careId,
            set: { lines: request.body.lines, amount, staffId: staff.id, updatedAt: now },
          });
        await recordAudit(tx, {
          staffId: staff.id,
          action: 'care.quote',
          targetType: 'care',
          targetId: care.id,
          before: before ? { lines: before.lines, amount: before.amount } : null,
          after: { lines: request.body.lines, amount },
        });
      });
      return item(await careDetail(app.db, request.params.id));
    },
  );

  app.post(
    '/cares/:id/moves/:name',
    {
      config,
      schema: {
        tags,
        params: idParams.extend({ name: z.enum(moveNames) }),
        body: z.object({ note: z.string().trim().max(200).optional() }).nullish(),
        response: { 200: z.object({ data: careDetailSchema }), ...errors },
      },
    },
    async (request) => {
      const staff = currentStaff(request);
      const now = app.clock.now();
      const { name } = request.params;
      await app.db.transaction(async (tx) => {
        const [care] = await tx.select().from(cares).where(eq(cares.id, request.params.id)).for('update');
        if (!care) throw notFound(CARE_NOT_FOUND);
        const outcome = moveCare(name, { state: care.state }, 'staff');
        if (!outcome.ok) throw badRequest(outcome.message);
        if (name === 'completeRepair') {
          const [quote] = await tx.select().from(careQuotes).where(eq(careQuotes.careId, care.id));
          if (!quote) throw badRequest(QUOTE_REQUIRED_MESSAGE);
        }
        const next = outcome.next.state;
        await tx
          .update(cares)
          .set({
            state: next,
            updatedAt: now,
            // The visit the customer will be told about: three days ahead, as the app shows.
            ...(next === CARE_STATE.UNSET_ASSIGN
              ? { spotSetAt: new Date(now.getTime() + 3 * 86_400_000) }
              : {}),
          })
          .where(eq(cares.id, care.id));
        const note = request.body?.note ? `${outcome.note} (${request.body.note})` : outcome.note;
        await tx.insert(careHistories).values({ careId: care.id, state: next, note, createdAt: now });
        await recordAudit(tx, {
          staffId: staff.id,
          action: `care.${name}`,
          targetType: 'care',
          targetId: care.id,
          before: { state: care.state },
          after: { state: next, ...(request.body?.note ? { note: request.body.note } : {}) },
        });
      });
      return item(await careDetail(app.db, request.params.id));
    },
  );
};
