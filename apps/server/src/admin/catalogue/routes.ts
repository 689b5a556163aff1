import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bannerRoutes } from './banner-routes';
import { connRoutes } from './conn-routes';
import { featdRoutes } from './featd-routes';
import { feeRoutes } from './fee-routes';
import { imageRoutes } from './image-routes';
import { prodRoutes } from './prod-routes';
import { quizRoutes } from './quiz-routes';
import { stockRoutes } from './stock-routes';
import { taxonomyRoutes } from './taxonomy-routes';

/** The console's catalogue (permission `catalogue`): every write is one transaction with its audit row. */
export const catalogueAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(prodRoutes);
  await app.register(feeRoutes);
  await app.register(stockRoutes);
  await app.register(imageRoutes);
  await app.register(connRoutes);
  await app.register(featdRoutes);
  await app.register(taxonomyRoutes);
  await app.register(quizRoutes);
  await app.register(bannerRoutes);
};
