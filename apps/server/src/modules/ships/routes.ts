import { shipUpdateAnswerSchema, shipUpdateBodySchema } from '@shop/domain/api/ships';
import { SHIP_SAVED_MESSAGE } from '@shop/domain/checkout/checkout-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../http/error-answers';
import { idParams } from '../../http/id-params';
import { requireActiveUser } from '../../security/require-active-user';
import { currentUserId } from '../../security/require-user';
import { setDeliveryDate } from './ships-service';

/** PUT ships/{id}: the delivery date chosen on the complete page (저장되었습니다 / 실패했습니다). */
export const shipsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/ships/:id',
    {
      preValidation: requireActiveUser,
      schema: {
        tags: ['checkout'],
        params: idParams,
        body: shipUpdateBodySchema,
        response: { 200: shipUpdateAnswerSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => ({
      data: await setDeliveryDate(
        app.db,
        currentUserId(request),
        request.params.id,
        request.body.spot_set_at,
        app.clock.now(),
      ),
      message: SHIP_SAVED_MESSAGE,
    }),
  );
};
