import { recordContractQuerySchema, recordContractUrlSchema } from '@shop/domain/api/billing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { item } from '../../http/envelope';
import { errorAnswers } from '../../http/error-answers';
import { routeOptions } from '../../http/route-options';
import { querySchema } from '../../http/route-schemas';
import { requireActiveUser } from '../../security/require-active-user';
import { currentUserId } from '../../security/require-user';
import { contractLink, legacyContractsRoot, openContract } from './contract-service';

const options = routeOptions({ tags: ['recordContracts'], errors: errorAnswers(400, 401, 404) });

/** The contract section: a link to view or download a rental's contract, and the file behind it. */
export const recordContractsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [path, mode] of [
    ['/recordContracts/showRead', 'inline'],
    ['/recordContracts/showDownload', 'attachment'],
  ] as const) {
    app.get(
      path,
      {
        preHandler: requireActiveUser,
        ...options(querySchema(recordContractQuerySchema, recordContractUrlSchema)),
      },
      async (request) =>
        item(await contractLink(app.db, app.config.jwtSecret, currentUserId(request), request.query, mode)),
    );
  }

  // Opened by the browser from the url above: the signed token is the credential.
  app.get(
    '/recordContracts/file',
    options({ querystring: z.object({ token: z.string().min(10).max(2000) }) }),
    async (request, reply) => {
      const store = { files: app.files, legacyRoot: legacyContractsRoot(app.config.dataDir) };
      const file = await openContract(
        app.db,
        app.config.jwtSecret,
        store,
        request.query.token,
        app.clock.now(),
      );
      return reply
        .type('application/pdf')
        .header('content-length', file.size)
        .header('content-disposition', file.disposition)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );
};
