import fastifySwagger from '@fastify/swagger';
import type { StaffPermission } from '@shop/domain/staff/staff-roles';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { auditRoutes } from './audit/routes';
import { careAdminRoutes } from './cares/routes';
import { catalogueAdminRoutes } from './catalogue/routes';
import { contentAdminRoutes } from './content/routes';
import { customerAdminRoutes } from './customers/routes';
import { dashboardRoutes } from './dashboard/routes';
import { rentalAdminRoutes } from './rentals/routes';
import { staffRoutes } from './staff/routes';
import { passwordLinkRoutes } from './staff-auth/password-link-routes';
import { requireStaff } from './staff-auth/require-staff';
import { staffAuthRoutes } from './staff-auth/routes';
import { keyStaffWrites } from './staff-write-keys';

export const ADMIN_API_PREFIX = '/api/v2/admin';

export type AdminRouteInfo = {
  method: string;
  url: string;
  permission: StaffPermission | 'signedIn' | 'public' | undefined;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every admin route with its permission (the role-matrix test walks them all). */
    adminRoutes: AdminRouteInfo[];
  }
}

/**
 * The operator console's API: every route under /api/v2/admin passes `requireStaff` (a staff token, an
 * active account, the route's permission for the member's role) and is described in its own OpenAPI
 * document at /api/v2/admin/openapi.json, apart from the customer contract.
 */
export async function registerAdminApi(app: FastifyInstance): Promise<void> {
  app.decorate('adminRoutes', []);
  await app.register(
    async (admin) => {
      admin.decorateRequest('staff', null);
      await admin.register(fastifySwagger, {
        decorator: 'adminSwagger',
        openapi: {
          openapi: '3.1.0',
          info: {
            title: '소리담 운영 콘솔 API',
            version: '2.0.0',
            description: 'Staff API of the operator console.',
          },
          servers: [{ url: '/' }],
          components: { securitySchemes: { staff: { type: 'http', scheme: 'bearer' } } },
          security: [{ staff: [] }],
        },
        transform: jsonSchemaTransform,
      });
      admin.addHook('onRequest', requireStaff);
      admin.addHook('onRoute', (route) => {
        for (const method of [route.method].flat()) {
          if (method === 'HEAD') continue;
          app.adminRoutes.push({ method, url: route.url, permission: route.config?.permission });
        }
      });
      // Every staff write honours an Idempotency-Key, as the customer API's create calls do.
      admin.addHook('onRoute', keyStaffWrites(ADMIN_API_PREFIX));
      admin.get('/openapi.json', { config: { permission: 'public' }, schema: { hide: true } }, async () =>
        (admin as unknown as { adminSwagger: () => unknown }).adminSwagger(),
      );
      await admin.register(staffAuthRoutes);
      await admin.register(passwordLinkRoutes);
      await admin.register(staffRoutes);
      await admin.register(auditRoutes);
      await admin.register(dashboardRoutes);
      await admin.register(rentalAdminRoutes);
      await admin.register(careAdminRoutes);
      await admin.register(customerAdminRoutes);
      await admin.register(catalogueAdminRoutes);
      await admin.register(contentAdminRoutes);
    },
    { prefix: ADMIN_API_PREFIX },
  );
}
