import {
  billAuthConfirmBodySchema,
  billAuthStartSchema,
  paymentCreateBodySchema,
  paymentQuerySchema,
  paymentSchema,
} from '@shop/domain/api/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { item, itemEnvelope } from '../../http/envelope';
import { errorAnswers } from '../../http/error-answers';
import { sendIdempotent } from '../../http/idempotency';
import { routeOptions } from '../../http/route-options';
import { createSchema } from '../../http/route-schemas';
import { kickDelivery } from '../../notifications/notification-jobs';
import { requireActiveUser } from '../../security/require-active-user';
import { currentUserId, requireUser, requireUserAtClaim } from '../../security/require-user';
import { confirmBillAuth, startBillAuth } from './bill-auth-service';
import { payCheckout } from './checkout-payment';
import { getPayment } from './payment-read';
import { paymentsWebhookRoutes } from './webhook-routes';

const options = routeOptions({ tags: ['payments'], errors: errorAnswers(400, 401, 404, 409, 422) });

/** Card registration (billAuth), the checkout's charge (POST payments) and reading a payment. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const gateway = app.payments;
  await app.register(paymentsWebhookRoutes);

  app.post(
    '/payments/billAuth',
    {
      preValidation: requireActiveUser,
      ...options({ response: { 200: itemEnvelope(billAuthStartSchema) } }),
    },
    async (request) => item(await startBillAuth(app.db, gateway, currentUserId(request), app.clock.now())),
  );

  app.post(
    '/payments/billAuth/confirm',
    {
      preValidation: requireUserAtClaim,
      ...options(createSchema(billAuthConfirmBodySchema, paymentSchema)),
    },
    async (request, reply) =>
      sendIdempotent(request, reply, 'payments/billAuth/confirm', async () => ({
        status: 201,
        body: item(
          await confirmBillAuth(app.db, gateway, currentUserId(request), request.body, app.clock.now()),
        ),
      })),
  );

  app.post(
    '/payments',
    {
      preValidation: requireUserAtClaim,
      ...options(createSchema(paymentCreateBodySchema, paymentSchema)),
    },
    async (request, reply) =>
      sendIdempotent(request, reply, 'payments', async () => {
        const payment = await payCheckout(
          app.db,
          gateway,
          { timeoutMs: app.config.payments.timeoutMs, now: app.clock.now(), config: app.config },
          currentUserId(request),
          request.body,
        );
        await kickDelivery(app);
        return { status: 201, body: item(payment) };
      }),
  );

  app.get(
    '/payments/:id',
    {
      preValidation: requireUser,
      ...options({
        params: z.object({ id: z.coerce.number().int().positive() }),
        querystring: paymentQuerySchema,
        response: { 200: itemEnvelope(paymentSchema) },
      }),
    },
    async (request) => {
      const flag = request.query.withPaymentOrderer;
      return item(
        await getPayment(app.db, currentUserId(request), request.params.id, flag === 'true' || flag === '1'),
      );
    },
  );
};
