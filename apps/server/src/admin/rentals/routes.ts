import {
  refundBodySchema,
  refundResultSchema,
  rentalDetailSchema,
  rentalListQuerySchema,
  rentalListRowSchema,
} from '@shop/domain/api/admin/rentals';
import { RENTAL_TRANSITIONS } from '@shop/domain/rental/rental-transitions';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { subscs } from '../../db/schema';
import { requestRefund, settleRefund } from '../../engine/refunds';
import { RENTAL_NOT_FOUND } from '../../engine/rental-operations';
import { item, itemEnvelope, listed } from '../../http/envelope';
import { errorAnswers } from '../../http/error-answers';
import { notFound } from '../../http/errors';
import { listSchema } from '../../http/route-schemas';
import { rowIdParams } from '../../http/row-id-params';
import { kickDelivery } from '../../notifications/notification-jobs';
import { areaRouteOptions } from '../area-route-options';
import { recordAudit } from '../audit/audit';
import { moveParams } from '../move-params';
import { currentStaff } from '../staff-auth/require-staff';
import { rentalDetail } from './rental-detail';
import { listRentals } from './rental-list';
import { makeRentalMove } from './rental-moves';

const errors = errorAnswers(400, 401, 403, 404);
const options = areaRouteOptions('rentals', 400, 404);
const detailAnswer = { 200: itemEnvelope(rentalDetailSchema) };

/** Rentals and orders (운영): the list by group, one rental's detail and timeline, its moves, refunds. */
export const rentalAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/rentals', options(listSchema(rentalListQuerySchema, rentalListRowSchema)), async (request) =>
    listed(await listRentals(app.db, request.query, app.clock.now()), request.query),
  );

  app.get('/rentals/:id', options({ params: rowIdParams, response: detailAnswer }), async (request) =>
    item(await rentalDetail(app.db, request.params.id)),
  );

  app.post(
    '/rentals/:id/moves/:name',
    options({
      params: moveParams(RENTAL_TRANSITIONS),
      body: z.record(z.string(), z.unknown()).nullish(),
      response: detailAnswer,
    }),
    async (request) => {
      const [rental] = await app.db
        .select({ createdAt: subscs.createdAt, startAt: subscs.startAt })
        .from(subscs)
        .where(eq(subscs.id, request.params.id));
      if (!rental) throw notFound(RENTAL_NOT_FOUND);
      await makeRentalMove(
        app,
        currentStaff(request),
        request.params.id,
        request.params.name,
        request.body,
        rental,
      );
      await kickDelivery(app);
      return item(await rentalDetail(app.db, request.params.id));
    },
  );

  app.post(
    '/payments/:id/refunds',
    {
      config: { permission: 'payments' },
      schema: {
        tags: ['payments'],
        params: rowIdParams,
        body: refundBodySchema,
        response: { 200: itemEnvelope(refundResultSchema), ...errors },
      },
    },
    async (request) => {
      const staff = currentStaff(request);
      const now = app.clock.now();
      const refund = await app.db.transaction(async (tx) => {
        const row = await requestRefund(tx, { paymentId: request.params.id, ...request.body, now });
        await recordAudit(tx, {
          staffId: staff.id,
          action: 'payment.refund',
          targetType: 'payment',
          targetId: request.params.id,
          after: { refund_id: row.id, amount: row.amount },
          reason: request.body.reason,
        });
        return row;
      });
      // Asked now; a provider that does not answer is asked again by the engine until it confirms.
      const state = await settleRefund(app, refund.id);
      return item({ id: refund.id, amount: refund.amount, state });
    },
  );
};
