import {
  INVOICE_NOT_FOUND_MESSAGE,
  invoiceParamsSchema,
  invoicePdfQuerySchema,
  invoiceSchema,
} from '@shop/domain/api/invoices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { item, itemEnvelope } from '../../http/envelope';
import { errorAnswers } from '../../http/error-answers';
import { notFound } from '../../http/errors';
import { routeOptions } from '../../http/route-options';
import { verifyPurposeToken } from '../../security/purpose-token';
import { currentUserId, requireUser } from '../../security/require-user';
import { invoiceFileName, invoicePdf } from './invoice-pdf';
import { getInvoice } from './invoice-service';

const options = routeOptions({ tags: ['invoices'], errors: errorAnswers(400, 401, 404) });
const API_PREFIX = '/api/v2/customer';

/**
 * 청구서: one billing round of the caller's rental, as data and as a PDF. The PDF answers the bearer token
 * of the rental's owner, or the signed link the invoice carries (a browser download sends no header); both
 * read the rental as its owner's, so another customer's rental or an unknown round answers 404.
 */
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/subscs/:id/invoices/:round',
    {
      preHandler: requireUser,
      ...options({
        params: invoiceParamsSchema,
        response: { 200: itemEnvelope(invoiceSchema) },
      }),
    },
    async (request) =>
      item(
        await getInvoice(app.db, {
          userId: currentUserId(request),
          subscId: request.params.id,
          round: request.params.round,
          now: app.clock.now(),
          secret: app.config.jwtSecret,
          apiPrefix: API_PREFIX,
        }),
      ),
  );

  app.get(
    '/subscs/:id/invoices/:round/pdf',
    options({ params: invoiceParamsSchema, querystring: invoicePdfQuerySchema }),
    async (request, reply) => {
      const { id, round } = request.params;
      let userId: number;
      if (request.query.token) {
        const claims = await verifyPurposeToken('invoice-file', request.query.token, app.config.jwtSecret);
        // The link names one round of one rental of one customer, and nothing else.
        if (!claims || claims.s !== id || claims.r !== round || typeof claims.u !== 'number')
          throw notFound(INVOICE_NOT_FOUND_MESSAGE);
        userId = claims.u;
      } else {
        await requireUser(request, reply);
        userId = currentUserId(request);
      }
      const invoice = await getInvoice(app.db, {
        userId,
        subscId: id,
        round,
        now: app.clock.now(),
        secret: app.config.jwtSecret,
        apiPrefix: API_PREFIX,
      });
      const bytes = Buffer.from(await invoicePdf(invoice, app.config.supportPhone));
      const disposition = request.query.disposition === 'inline' ? 'inline' : 'attachment';
      return reply
        .type('application/pdf')
        .header('content-length', bytes.length)
        .header(
          'content-disposition',
          `${disposition}; filename*=UTF-8''${encodeURIComponent(invoiceFileName(invoice))}`,
        )
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );
};
