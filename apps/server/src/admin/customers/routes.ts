import {
  customerDetailSchema,
  customerListQuerySchema,
  customerRowSchema,
  revealBodySchema,
} from '@shop/domain/api/admin/customers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { item, itemEnvelope, listEnvelope, listed } from '../../http/envelope';
import { rowIdParams } from '../../http/row-id-params';
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
  app.get(
    '/customers',
    options({
      querystring: customerListQuerySchema,
      response: { 200: listEnvelope(customerRowSchema) },
    }),
    async (request) => listed(await searchCustomers(app.db, request.query), request.query),
  );

  app.get(
    '/customers/:id',
    options({
      params: rowIdParams,
      response: { 200: itemEnvelope(customerDetailSchema) },
    }),
    async (request) => item(await customerDetail(app.db, request.params.id, false)),
  );

  app.post(
    '/customers/:id/reveal',
    options({
      params: rowIdParams,
      body: revealBodySchema,
      response: { 200: itemEnvelope(customerDetailSchema) },
    }),
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
