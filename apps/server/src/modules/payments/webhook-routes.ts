import { failResultMsg } from '@shop/domain/checkout/fail-result-msg';
import { PAYMENT_STATE } from '@shop/domain/codes/payment-state';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { payments } from '../../db/schema';
import { step } from './payment-view';

/**
 * POST payments/webhook: PortOne's notices, verified with the webhook secret on the raw body. A charge we
 * gave up on (timeout, then cancelled) that the provider reports as paid is cancelled again, so a late
 * charge can never stay on the customer's card.
 */
export const paymentsWebhookRoutes: FastifyPluginAsync = async (app) => {
  const gateway = app.payments;
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  app.post('/payments/webhook', { schema: { hide: true } }, async (request, reply) => {
    const event = await gateway.verifyWebhook(String(request.body ?? ''), request.headers);
    if (!event) return reply.status(400).send({ message: '웹훅 서명이 올바르지 않습니다.', errors: {} });
    if (event.type === 'Transaction.Paid' && event.paymentId) {
      const [row] = await app.db.select().from(payments).where(eq(payments.pmId, event.paymentId));
      if (row && row.state === PAYMENT_STATE.BILL_FAIL) {
        const cancel = await gateway.cancelPayment({
          paymentId: event.paymentId,
          reason: '실패 처리된 결제의 늦은 승인 취소',
        });
        await app.db
          .update(payments)
          .set({
            content: {
              steps: [
                ...row.content.steps,
                step('webhookCancel', { resultmsg: failResultMsg(row.content.steps), cancel: cancel.status }),
              ],
            },
          })
          .where(eq(payments.id, row.id));
      }
    }
    return { data: true };
  });
};
