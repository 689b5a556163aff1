import fastifyMultipart from '@fastify/multipart';
import {
  MANUAL_MAX_BYTES,
  MANUAL_SIZE_MESSAGE,
  manualFieldsSchema,
  manualPatchSchema,
  manualRowSchema,
} from '@shop/domain/api/admin/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { item, listEnvelope, listed } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { readUpload } from '../../http/multipart-upload';
import { oneRowWriteSchema } from '../../http/route-schemas';
import { areaRouteOptions } from '../area-route-options';
import { currentStaff } from '../staff-auth/require-staff';
import { createManual, listManuals, setManualVisible } from './manuals';

const options = areaRouteOptions('content', 400, 404, 413);
const INVALID_UPLOAD = '올릴 PDF 파일을 골라 주세요.';

/** Product manuals (PDF): list, upload, show or hide in the storefront's download centre. */
export const manualAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, { limits: { fileSize: MANUAL_MAX_BYTES, files: 1, fields: 5 } });

  app.get(
    '/manuals',
    options({
      querystring: z.object({
        page: z.coerce.number().int().min(1).max(10_000).default(1),
        per_page: z.coerce.number().int().min(1).max(100).default(30),
      }),
      response: { 200: listEnvelope(manualRowSchema) },
    }),
    async ({ query }) =>
      listed(await listManuals(app.db, { page: query.page, perPage: query.per_page }), query),
  );

  app.post(
    '/manuals',
    options({
      consumes: ['multipart/form-data'],
      response: { 200: z.object({ data: z.object({ id: z.number().int() }) }) },
    }),
    async (request) => {
      const { file, fields } = await readUpload(request, {
        size: MANUAL_SIZE_MESSAGE,
        invalid: INVALID_UPLOAD,
      });
      const parsed = manualFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw badRequest(issue.message, { [String(issue.path[0])]: [issue.message] });
      }
      const id = await createManual(app.db, app.files, currentStaff(request).id, {
        prodId: parsed.data.prod_id,
        title: parsed.data.title,
        file,
      });
      return item({ id });
    },
  );

  app.patch(
    '/manuals/:id',
    options(oneRowWriteSchema(manualPatchSchema, z.literal(true))),
    async (request) => {
      await setManualVisible(app.db, currentStaff(request).id, request.params.id, request.body.visible);
      return item(true as const);
    },
  );
};
