import { favCatSchema, favSymbolSchema, quizAnswersSchema } from '@shop/domain/api/quiz';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, item, itemEnvelope, listEnvelope } from '../../http/envelope';
import { errorAnswers } from '../../http/error-answers';
import { idParams } from '../../http/id-params';
import { pageOf } from '../../http/page-of';
import { paginationQuery } from '../../http/pagination';
import { currentUserId, requireUser } from '../../security/require-user';
import { listFavCats } from './fav-cats-service';
import { getFavSymbol } from './fav-symbol-service';
import { quizResult, saveQuizResult } from './quiz-result-service';

const tags = ['quiz'];
// The quiz must be taken whole (every question is required), so its list answers every question by default.
const favCatsQuery = paginationQuery.extend({
  per_page: paginationQuery.shape.per_page.unwrap().default(-1),
});

/** The taste quiz (storefront-and-account.md 2.8); the result rule is docs/decisions/008-quiz-scoring.md. */
export const quizRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/favCats',
    { schema: { tags, querystring: favCatsQuery, response: { 200: listEnvelope(favCatSchema) } } },
    async ({ query }) => pageOf(await listFavCats(app.db), query),
  );

  app.get(
    '/favSymbols/:id',
    {
      schema: {
        tags,
        params: idParams,
        response: { 200: itemEnvelope(favSymbolSchema), 404: errorBodySchema },
      },
    },
    async ({ params }) => item(await getFavSymbol(app.db, params.id)),
  );

  // Our own addition: the documents leave the quiz-result call unnamed. A visitor's result, not saved.
  app.post(
    '/favSymbols/result',
    {
      schema: {
        tags,
        body: quizAnswersSchema,
        response: { 200: itemEnvelope(favSymbolSchema), 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async ({ body }) => item(await quizResult(app.db, body.items)),
  );

  app.post(
    '/favUsers/items',
    {
      preHandler: requireUser,
      schema: {
        tags,
        body: quizAnswersSchema,
        response: { 201: itemEnvelope(favSymbolSchema), ...errorAnswers(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const symbol = await saveQuizResult(app.db, currentUserId(request), request.body.items);
      return reply.status(201).send(item(symbol));
    },
  );
};
