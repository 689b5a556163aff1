import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identitySimulatorRoutes } from '../../adapters/identity/simulator-page';
import { accountRoutes } from './account-routes';
import { authRoutes } from './auth-routes';
import { recoveryRoutes } from './recovery-routes';
import { signupRoutes } from './signup-routes';
import { userTermsRoutes } from './user-terms-routes';

/** The `users/*` calls of storefront-and-account.md section 7, and the verification simulator page. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(authRoutes);
  await app.register(signupRoutes);
  await app.register(recoveryRoutes);
  await app.register(accountRoutes);
  await app.register(userTermsRoutes);
  await app.register(identitySimulatorRoutes);
};
