import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';

/**
 * Public uploads (product pictures, banners, manuals) from the file store, at /media/<key>. Keys carry a
 * random part and are never rewritten, so an answer can be cached for a year.
 */
export async function registerMedia(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
    const key = `public/${request.params['*']}`;
    let file: Awaited<ReturnType<typeof app.files.get>>;
    try {
      file = await app.files.get(key);
    } catch {
      file = null;
    }
    if (!file) throw notFound('요청하신 파일을 찾을 수 없습니다.');
    return reply
      .type(file.contentType)
      .header('content-length', file.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(file.body);
  });
}
