import fastifyMultipart from '@fastify/multipart';
import { adminImageSchema, adminImagesOrderBodySchema } from '@shop/domain/api/admin/catalogue';
import { PROD_IMAGE_MAX_BYTES, PROD_IMAGE_SIZE_MESSAGE } from '@shop/domain/catalog/image-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { item, itemEnvelope } from '../../http/envelope';
import { readUpload } from '../../http/multipart-upload';
import { oneRowSchema, oneRowWriteSchema } from '../../http/route-schemas';
import { currentStaff } from '../staff-auth/require-staff';
import { deleteImage, listImages, reorderImages, uploadImage } from './prod-images';
import { idParams, options } from './route-kit';

const INVALID_UPLOAD = '올릴 이미지 파일을 골라 주세요.';

/** A product's pictures: upload (multipart, field `file`), order, delete. */
export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, { limits: { fileSize: PROD_IMAGE_MAX_BYTES, files: 1, fields: 5 } });

  app.get(
    '/catalogue/prods/:id/images',
    options(oneRowSchema(z.array(adminImageSchema))),
    async ({ params }) => item(await listImages(app.db, params.id)),
  );

  app.post(
    '/catalogue/prods/:id/images',
    options({
      params: idParams,
      consumes: ['multipart/form-data'],
      response: { 200: itemEnvelope(adminImageSchema) },
    }),
    async (request) => {
      const { file } = await readUpload(request, { size: PROD_IMAGE_SIZE_MESSAGE, invalid: INVALID_UPLOAD });
      return item(await uploadImage(app.db, app.files, currentStaff(request).id, request.params.id, file));
    },
  );

  app.put(
    '/catalogue/prods/:id/images/order',
    options(oneRowWriteSchema(adminImagesOrderBodySchema, z.array(adminImageSchema))),
    async (request) =>
      item(await reorderImages(app.db, currentStaff(request).id, request.params.id, request.body.ids)),
  );

  app.delete('/catalogue/images/:id', options(oneRowSchema(z.literal(true))), async (request) => {
    await deleteImage(app.db, app.files, currentStaff(request).id, request.params.id);
    return item(true as const);
  });
};
