import {
  promotionBodySchema,
  promotionFieldsSchema,
  promotionPreviewSchema,
  promotionResultSchema,
} from '@shop/domain/api/admin/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { item } from '../../http/envelope';
import { errorAnswers } from '../../http/error-answers';
import { kickDelivery } from '../../notifications/notification-jobs';
import { currentStaff } from '../staff-auth/require-staff';
import { previewPromotion, sendPromotion } from './promotions';

const config = { permission: 'content' as const };
const tags = ['content'];
const errors = errorAnswers(400, 401, 403, 409);

/** 광고 메시지: preview who it reaches and how it reads, then send it to every consenting customer once. */
export const promotionAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/promotions/preview',
    {
      config,
      schema: {
        tags,
        body: promotionFieldsSchema,
        response: { 200: z.object({ data: promotionPreviewSchema }), ...errors },
      },
    },
    async (request) => item(await previewPromotion(app.db, app.config, request.body, app.clock.now())),
  );

  app.post(
    '/promotions',
    {
      config,
      schema: {
        tags,
        body: promotionBodySchema,
        response: { 200: z.object({ data: promotionResultSchema }), ...errors },
      },
    },
    async (request) => {
      const result = await sendPromotion(
        app.db,
        { config: app.config, now: app.clock.now(), staffId: currentStaff(request).id },
        request.body,
      );
      await kickDelivery(app);
      return item(result);
    },
  );
};
