import {
  customerDetailSchema,
  customerListQuerySchema,
  customerRowSchema,
  revealBodySchema,
} from '@shop/domain/api/admin/customers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { item, listed } from '../../http/envelope';
import { listSchema, oneRowSchema, oneRowWriteSchema } from '../../http/route-schemas';
import { areaRouteOptions } from '../area-route-options';
import { recordAudit } from '../audit/audit';
import { currentStaff } from '../staff-auth/require-staff';
import { customerDetail, searchCustomers } from './customer-queries';

const options = areaRouteOptions('customers', 400, 404);

/**
 * Customers (운영): search and detail with personal data masked; revealing one customer's data takes a
 * reason, and the reason goes to the audit log with who read it.
 */
export const customerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/customers', options(listSchema(customerListQuerySchema, customerRowSchema)), async (request) =>
    listed(await searchCustomers(app.db, request.query), request.query),
  );

  app.get('/customers/:id', options(oneRowSchema(customerDetailSchema)), async (request) =>
    item(await customerDetail(app.db, request.params.id, false)),
  );

  app.post(
    '/customers/:id/reveal',
    options(oneRowWriteSchema(revealBodySchema, customerDetailSchema)),
    async (request) => {
      const staff = currentStaff(request);
      const detail = await customerDetail(app.db, request.params.id, true);
      await recordAudit(app.db, {
        staffId: staff.id,
        action: 'customer.reveal',
        targetType: 'customer',
        targetId: request.params.id,
        reason: request.body.reason,
      });
      return item(detail);
    },
  );
};
