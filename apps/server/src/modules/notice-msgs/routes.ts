import { noticeMsgSchema } from '@shop/domain/api/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, item, itemEnvelope, listEnvelope, listed } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { idParams } from '../../http/id-params';
import { paginationQuery } from '../../http/pagination';
import { getNoticeMsg, listNoticeMsgs } from './notice-msgs-service';

const tags = ['noticeMsgs'];

/**
 * GET noticeMsgs and noticeMsgs/{id}: the message outbox (reset links, …) for the development screen
 * /noticeMsg. It shows other people's mail, so it exists only when APP_ENV is development.
 */
export const noticeMsgsRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.appEnv !== 'development') return;

  app.get(
    '/noticeMsgs',
    {
      schema: {
        tags,
        querystring: paginationQuery.extend({ per_page: paginationQuery.shape.per_page.default(5) }),
        response: { 200: listEnvelope(noticeMsgSchema) },
      },
    },
    async ({ query }) => listed(await listNoticeMsgs(app.db, query), query),
  );

  app.get(
    '/noticeMsgs/:id',
    {
      schema: {
        tags,
        params: idParams,
        response: { 200: itemEnvelope(noticeMsgSchema), 404: errorBodySchema },
      },
    },
    async ({ params }) => {
      const msg = await getNoticeMsg(app.db, params.id);
      if (!msg) throw notFound();
      return item(msg);
    },
  );
};
