import fastifyMultipart from '@fastify/multipart';
import { PROD_IMAGE_MAX_BYTES, PROD_IMAGE_SIZE_MESSAGE } from '@shop/domain/catalog/image-admin';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { favSymbols, featds } from '../../db/schema';
import { item, itemEnvelope } from '../../http/envelope';
import { notFound } from '../../http/errors';
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

  const replace = async (request: Parameters<typeof currentStaff>[0], owner: BannerOwner) => {
    const { file } = await readUpload(request, { size: PROD_IMAGE_SIZE_MESSAGE, invalid: INVALID_UPLOAD });
    return item(await replaceBannerImage(app.db, app.files, currentStaff(request).id, owner, file));
  };

  app.put('/catalogue/featds/:id/image', upload, async (request) => {
    const [group] = await app.db
      .select({ id: featds.id })
      .from(featds)
      .where(eq(featds.id, request.params.id));
    if (!group) throw notFound('추천 묶음을 찾을 수 없습니다.');
    return replace(request, {
      attachableType: MORPH_TYPE.FEATD,
      attachableId: group.id,
      role: 'featd',
      audit: 'featd',
    });
  });

  app.put('/catalogue/quiz/results/:id/image', upload, async (request) => {
    const [result] = await app.db
      .select({ id: favSymbols.id })
      .from(favSymbols)
      .where(eq(favSymbols.id, request.params.id));
    if (!result) throw notFound('퀴즈 결과를 찾을 수 없습니다.');
    return replace(request, {
      attachableType: MORPH_TYPE.FAV_SYMBOL,
      attachableId: result.id,
      role: 'favSymbol',
      audit: 'quizResult',
    });
  });
};
