import {
  postcodeAddressSchema,
  postcodeProviderSchema,
  postcodeQuerySchema,
} from '@shop/domain/api/postcode';
import { zipCheckQuerySchema, zipCheckSchema } from '@shop/domain/api/spots';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, item, itemEnvelope } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { checkZip } from './zip-check';

const SEARCH_IN_BROWSER = '주소 검색은 우편번호 서비스 화면에서 진행해 주세요.';

/**
 * The postcode search behind the address form (ours, see api/postcode.ts) and the server's zip check of the
 * documents (GET ships/spotSetCodeCheck). Visitors may call all three.
 */
export const postcodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/postcodes/provider',
    { schema: { tags: ['postcode'], response: { 200: itemEnvelope(postcodeProviderSchema) } } },
    async () => item({ provider: app.postcode.name, script_url: app.postcode.scriptUrl }),
  );

  app.get(
    '/postcodes',
    {
      schema: {
        tags: ['postcode'],
        description:
          'Searches the bundled sample addresses; 404 when the Kakao widget searches in the browser.',
        querystring: postcodeQuerySchema,
        response: { 200: itemEnvelope(z.array(postcodeAddressSchema)), 404: errorBodySchema },
      },
    },
    async ({ query }) => {
      if (!app.postcode.search) throw notFound(SEARCH_IN_BROWSER);
      return item(app.postcode.search(query.query));
    },
  );

  app.get(
    '/ships/spotSetCodeCheck',
    {
      schema: {
        tags: ['postcode'],
        querystring: zipCheckQuerySchema,
        response: { 200: itemEnvelope(zipCheckSchema), 400: errorBodySchema },
      },
    },
    async ({ query }) => item(checkZip(query.zipCode)),
  );
};
