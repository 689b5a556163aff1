import {
  CARE_ASSIGN_MOVES,
  careDetailSchema,
  careMoveBodySchema,
  careQueueQuerySchema,
  careRowSchema,
  quoteBodySchema,
} from '@shop/domain/api/admin/cares';
import { CARE_TRANSITIONS } from '@shop/domain/care/care-machine';
import { assignedNote, assignMoveSchema } from '@shop/domain/staff/rental-move-input';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { item, itemEnvelope, listed } from '../../http/envelope';
import { parsedBody } from '../../http/parsed-body';
import { listSchema } from '../../http/route-schemas';
import { rowId, rowIdParams } from '../../http/row-id-params';
import { sendCareAtt } from '../../modules/cares/care-uploads';
import { kickDelivery } from '../../notifications/notification-jobs';
import { areaRouteOptions } from '../area-route-options';
import { moveParams } from '../move-params';
import { currentStaff } from '../staff-auth/require-staff';
import { openCareAttForStaff } from './care-att-read';
import { careDetail } from './care-detail';
import { moveCareAsStaff } from './care-moves';
import { careQueue } from './care-queue';
import { writeCareQuote } from './care-quote-write';

const detailAnswer = { 200: itemEnvelope(careDetailSchema) };
const options = areaRouteOptions('cares', 400, 404);

/**
 * AS (운영): the queue, one request with its files, its repair quote, and the staff moves of the AS
 * machine, each write with its history and audit rows in one transaction.
 */
export const careAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/cares', options(listSchema(careQueueQuerySchema, careRowSchema)), async (request) =>
    listed(await careQueue(app.db, request.query), request.query),
  );

  app.get('/cares/:id', options({ params: rowIdParams, response: detailAnswer }), async (request) =>
    item(await careDetail(app.db, request.params.id)),
  );

  app.get(
    '/cares/:id/atts/:attId',
    options({ params: rowIdParams.extend({ attId: rowId }) }),
    async (request, reply) => {
      const file = await openCareAttForStaff(app, request.params.id, request.params.attId);
      return sendCareAtt(reply, file);
    },
  );

  app.put(
    '/cares/:id/quote',
    options({ params: rowIdParams, body: quoteBodySchema, response: detailAnswer }),
    async (request) => {
      const { id } = request.params;
      await writeCareQuote(app.db, {
        staffId: currentStaff(request).id,
        careId: id,
        lines: request.body.lines,
        now: app.clock.now(),
      });
      return item(await careDetail(app.db, id));
    },
  );

  app.post(
    '/cares/:id/moves/:name',
    options({
      params: moveParams(CARE_TRANSITIONS),
      body: careMoveBodySchema,
      response: detailAnswer,
    }),
    async (request) => {
      const { id, name } = request.params;
      const note = request.body?.note || undefined;
      const worker = request.body?.worker || undefined;
      // An assignment names who goes, by the rentals' own rule for it.
      if (CARE_ASSIGN_MOVES.includes(name)) parsedBody(assignMoveSchema, request.body);
      await moveCareAsStaff(app.db, {
        staffId: currentStaff(request).id,
        careId: id,
        name,
        note: worker ? assignedNote({ worker, note }) : note,
        now: app.clock.now(),
        config: app.config,
      });
      await kickDelivery(app);
      return item(await careDetail(app.db, id));
    },
  );
};
