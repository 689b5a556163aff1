import {
  promotionBodySchema,
  promotionFieldsSchema,
  promotionPreviewSchema,
  promotionResultSchema,
} from '@shop/domain/api/admin/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { item } from '../../http/envelope';
import { writeSchema } from '../../http/route-schemas';
import { kickDelivery } from '../../notifications/notification-jobs';
import { areaRouteOptions } from '../area-route-options';
import { currentStaff } from '../staff-auth/require-staff';
import { previewPromotion, sendPromotion } from './promotions';

const options = areaRouteOptions('content', 400, 409);

/** 광고 메시지: preview who it reaches and how it reads, then send it to every consenting customer once. */
export const promotionAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/promotions/preview',
    options(writeSchema(promotionFieldsSchema, promotionPreviewSchema)),
    async (request) => item(await previewPromotion(app.db, app.config, request.body, app.clock.now())),
  );

  app.post(
    '/promotions',
    options(writeSchema(promotionBodySchema, promotionResultSchema)),
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
