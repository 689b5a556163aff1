import {
  adminDiscountBodySchema,
  adminDiscountSchema,
  adminFeesBodySchema,
  adminFeesSchema,
} from '@shop/domain/api/admin/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { item } from '../../http/envelope';
import { oneRowSchema } from '../../http/route-schemas';
import { currentStaff } from '../staff-auth/require-staff';
import { endDiscount, setDiscount } from './prod-discount';
import { getProdFees, setProdFees } from './prod-fees';
import { prodPartRoutes } from './prod-part-routes';
import { options, rowWriteRoute } from './route-kit';

/** A product's terms and monthly fees, and its discount: the storefront prices with them at once. */
export const feeRoutes: FastifyPluginAsyncZod = async (app) => {
  prodPartRoutes(app, {
    path: 'fees',
    answer: adminFeesSchema,
    body: adminFeesBodySchema,
    read: getProdFees,
    write: setProdFees,
  });

  rowWriteRoute(app, 'PUT', '/catalogue/prods/:id/discount', {
    body: adminDiscountBodySchema,
    answer: adminDiscountSchema,
    write: setDiscount,
  });

  app.delete('/catalogue/prods/:id/discount', options(oneRowSchema(z.literal(true))), async (request) => {
    await endDiscount(app.db, currentStaff(request).id, request.params.id, app.clock.now());
    return item(true as const);
  });
};
