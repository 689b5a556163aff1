import { paymentOrdererChangeBodySchema, paymentOrderersQuerySchema } from '@shop/domain/api/payments';
import { CARD_CHANGED_MESSAGE } from '@shop/domain/checkout/checkout-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../http/id-params';
import { requireActiveUser } from '../../security/require-active-user';
import { currentUserId, requireUser } from '../../security/require-user';
import { changeCard, deleteCard, listCards, listPaymentOrderers } from './payment-orderers-service';

const isBillAuth = (type: string | undefined) => !!type && /^(bill[ _-]?auth|310)$/i.test(type.trim());

/** Saved cards and which card pays which rental; deleting a card exists only in development. */
export const paymentOrderersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/paymentOrderers',
    { preValidation: requireUser, schema: { tags: ['payments'], querystring: paymentOrderersQuerySchema } },
    async (request) => {
      const userId = currentUserId(request);
      const rows = isBillAuth(request.query.type)
        ? await listCards(app.db, userId)
        : await listPaymentOrderers(app.db, userId);
      return { data: rows, meta: { current_page: 1, last_page: 1, per_page: -1, total: rows.length } };
    },
  );

  app.put(
    '/paymentOrderers',
    {
      preValidation: requireActiveUser,
      schema: { tags: ['payments'], body: paymentOrdererChangeBodySchema },
    },
    async (request) => ({
      data: await changeCard(app.db, currentUserId(request), request.body),
      message: CARD_CHANGED_MESSAGE,
    }),
  );

  if (app.config.appEnv === 'development') {
    app.delete(
      '/paymentOrderers/:id',
      {
        preValidation: requireActiveUser,
        schema: { tags: ['payments'], params: idParams },
      },
      async (request) => ({ data: await deleteCard(app.db, currentUserId(request), request.params.id) }),
    );
  }
};
