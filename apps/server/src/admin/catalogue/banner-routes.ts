import fastifyMultipart from '@fastify/multipart';
import { PROD_IMAGE_MAX_BYTES, PROD_IMAGE_SIZE_MESSAGE } from '@shop/domain/catalog/image-admin';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { foundRow } from '../../db/found-row';
import { favSymbols, featds } from '../../db/schema';
import { item, itemEnvelope } from '../../http/envelope';
import { readUpload } from '../../http/multipart-upload';
import { currentStaff } from '../staff-auth/require-staff';
import { type BannerOwner, replaceBannerImage } from './banner-images';
import { idParams, options } from './route-kit';

const INVALID_UPLOAD = '올릴 배너 이미지를 골라 주세요.';
const bannerSchema = z.object({
  url: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
});
const upload = options({
  params: idParams,
  consumes: ['multipart/form-data'],
  response: { 200: itemEnvelope(bannerSchema) },
});

/** The banner pictures of the home screen: a featured group's and a quiz result's (multipart, field `file`). */
export const bannerRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, { limits: { fileSize: PROD_IMAGE_MAX_BYTES, files: 1, fields: 5 } });

  // A banner's owner: a row of `table` (its id in the path), or a 404 with `missing`.
  const bannerRoute = (
    path: string,
    table: typeof featds | typeof favSymbols,
    missing: string,
    owner: Omit<BannerOwner, 'attachableId'>,
  ) =>
    app.put(path, upload, async (request) => {
      const { id } = await foundRow(
        app.db.select({ id: table.id }).from(table).where(eq(table.id, request.params.id)),
        false,
        missing,
      );
      const { file } = await readUpload(request, { size: PROD_IMAGE_SIZE_MESSAGE, invalid: INVALID_UPLOAD });
      const banner = { ...owner, attachableId: id };
      return item(await replaceBannerImage(app.db, app.files, currentStaff(request).id, banner, file));
    });

  bannerRoute('/catalogue/featds/:id/image', featds, '추천 묶음을 찾을 수 없습니다.', {
    attachableType: MORPH_TYPE.FEATD,
    role: 'featd',
    audit: 'featd',
  });
  bannerRoute('/catalogue/quiz/results/:id/image', favSymbols, '퀴즈 결과를 찾을 수 없습니다.', {
    attachableType: MORPH_TYPE.FAV_SYMBOL,
    role: 'favSymbol',
    audit: 'quizResult',
  });
};
