import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Placeholder until this console area's routes land in this folder. */
export const customerAdminRoutes: FastifyPluginAsyncZod = async () => undefined;
