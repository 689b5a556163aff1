import fastifyMultipart from '@fastify/multipart';
import {
  CARE_ATT_MAX_BYTES,
  CARE_ATT_SIZE_MESSAGE,
  careAttFieldsSchema,
  careAttSchema,
  careCreateBodySchema,
  carePatchBodySchema,
  careSchema,
} from '@shop/domain/api/cares';
import { CARE_STATE } from '@shop/domain/codes/care-state';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { item, itemEnvelope, list, listEnvelope, listed } from '../../http/envelope';
import { errorAnswers } from '../../http/error-answers';
import { badRequest, HttpError } from '../../http/errors';
import { idParams } from '../../http/id-params';
import { paginationQuery } from '../../http/pagination';
import { routeOptions } from '../../http/route-options';
import { listSchema, oneRowSchema, oneRowWriteSchema } from '../../http/route-schemas';
import { kickDelivery } from '../../notifications/notification-jobs';
import { requireActiveUser } from '../../security/require-active-user';
import { currentUserId } from '../../security/require-user';
import { payCareQuote } from './care-payment';
import { legacyUploadsRoot, openCareAtt, sendCareAtt, storeCareAtt } from './care-uploads';
import { createCares, getCare, listCares, moveCare } from './cares-service';

const options = routeOptions({ tags: ['cares'], errors: errorAnswers(400, 401, 404, 409) });
const INVALID_UPLOAD = '첨부 파일 정보를 확인해 주세요.';

/** AS requests of the caller's own rentals: create, list, read, the three customer moves, attachments. */
export const caresRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireActiveUser);
  await app.register(fastifyMultipart, { limits: { fileSize: CARE_ATT_MAX_BYTES, files: 1, fields: 10 } });
  const legacyRoot = legacyUploadsRoot(app.config.dataDir);

  app.post(
    '/cares',
    options({ body: careCreateBodySchema, response: { 201: listEnvelope(careSchema) } }),
    async (request, reply) => {
      const rows = await createCares(app.db, currentUserId(request), request.body, app.clock.now());
      return reply.status(201).send(list(rows, { page: 1, per_page: -1 }, rows.length));
    },
  );

  app.get('/cares', options(listSchema(paginationQuery, careSchema)), async (request) =>
    listed(await listCares(app.db, currentUserId(request), request.query, app.clock.now()), request.query),
  );

  app.get('/cares/:id', options(oneRowSchema(careSchema)), async (request) =>
    item(await getCare(app.db, currentUserId(request), request.params.id, app.clock.now())),
  );

  app.patch(
    '/cares/:id',
    options(oneRowWriteSchema(carePatchBodySchema, z.literal(true))),
    async (request) => {
      // The paying step charges the repair quote; the other moves only change the state.
      const done =
        request.body.state === CARE_STATE.CHECK_PAYMENT
          ? await payCareQuote(app, currentUserId(request), request.params.id)
          : await moveCare(
              app.db,
              currentUserId(request),
              request.params.id,
              request.body,
              app.clock.now(),
              app.config,
            );
      await kickDelivery(app);
      return item(done);
    },
  );

  app.post(
    '/atts',
    options({
      consumes: ['multipart/form-data'],
      response: { 201: itemEnvelope(careAttSchema) },
    }),
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest(INVALID_UPLOAD);
      const fields: Record<string, string> = {};
      let file: { fileName: string; bytes: Buffer; truncated: boolean } | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            const bytes = await part.toBuffer();
            file = { fileName: part.filename, bytes, truncated: part.file.truncated };
          } else if (typeof part.value === 'string') {
            fields[part.fieldname] = part.value;
          }
        }
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new HttpError(413, CARE_ATT_SIZE_MESSAGE, { file: [CARE_ATT_SIZE_MESSAGE] });
        }
        throw badRequest(INVALID_UPLOAD);
      }
      const parsed = careAttFieldsSchema.safeParse(fields);
      if (!parsed.success || !file) throw badRequest(INVALID_UPLOAD);
      const att = await storeCareAtt(
        app.db,
        app.files,
        currentUserId(request),
        parsed.data.attachable_id,
        file,
      );
      return reply.status(201).send(item(att));
    },
  );

  app.get(
    '/cares/:id/atts/:attId',
    options({ params: idParams.extend({ attId: z.coerce.number().int().positive() }) }),
    async (request, reply) => {
      const file = await openCareAtt(
        app.db,
        { files: app.files, legacyRoot },
        currentUserId(request),
        request.params.id,
        request.params.attId,
      );
      return sendCareAtt(reply, file);
    },
  );
};
