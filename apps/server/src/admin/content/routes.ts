import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { docAdminRoutes } from './doc-routes';
import { forumAdminRoutes } from './forum-routes';
import { manualAdminRoutes } from './manual-routes';
import { promotionAdminRoutes } from './promotion-routes';

/** Content (콘텐츠): FAQ and notices, documents with versions, product manuals, promotion messages. */
export const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(forumAdminRoutes);
  await app.register(docAdminRoutes);
  await app.register(manualAdminRoutes);
  await app.register(promotionAdminRoutes);
};
