import { attRowSchema, attsQuerySchema } from '@shop/domain/api/files';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, item, itemEnvelope, listed } from '../../http/envelope';
import { idParams } from '../../http/id-params';
import { pagedListSchema } from '../../http/route-schemas';
import { getAtt, listAtts } from './atts-service';
import { openAttDownload } from './download-service';

const tags = ['files'];

/** Attachment rows (the development pages /atts) and file downloads with their Korean names. */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/files/atts/:id/download',
    // The body is the file itself; a failure is the usual JSON error.
    { schema: { tags, params: idParams } },
    async ({ params }, reply) => {
      const file = await openAttDownload(
        app.db,
        { assetsDir: app.config.assetsDir, files: app.files },
        params.id,
      );
      return reply
        .type(file.mime)
        .header('content-length', file.size)
        .header('content-disposition', file.disposition)
        .header('cache-control', 'private, max-age=3600')
        .send(file.stream);
    },
  );

  app.get(
    '/atts',
    {
      schema: { tags, ...pagedListSchema(attsQuerySchema, attRowSchema) },
    },
    async ({ query }) => listed(await listAtts(app.db, query, query), query),
  );

  app.get(
    '/atts/:id',
    {
      schema: { tags, params: idParams, response: { 200: itemEnvelope(attRowSchema), 404: errorBodySchema } },
    },
    async ({ params }) => item(await getAtt(app.db, params.id)),
  );
};
