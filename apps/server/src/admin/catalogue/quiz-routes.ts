import {
  adminQuizQuestionBodySchema,
  adminQuizQuestionSchema,
  adminQuizResultBodySchema,
  adminQuizResultProdsBodySchema,
  adminQuizResultSchema,
} from '@shop/domain/api/admin/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { item, itemEnvelope } from '../../http/envelope';
import { currentStaff } from '../staff-auth/require-staff';
import { listQuizQuestions, updateQuizQuestion } from './quiz-questions-admin';
import { listQuizResults, setQuizResultProds, updateQuizResult } from './quiz-results-admin';
import { idParams, options } from './route-kit';

/** The taste quiz: its results (texts, recommended products) and its questions (answers, scores). */
export const quizRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/catalogue/quiz/results',
    options({ response: { 200: itemEnvelope(z.array(adminQuizResultSchema)) } }),
    async () => item(await listQuizResults(app.db)),
  );

  app.patch(
    '/catalogue/quiz/results/:id',
    options({
      params: idParams,
      body: adminQuizResultBodySchema,
      response: { 200: itemEnvelope(adminQuizResultSchema) },
    }),
    async (request) =>
      item(await updateQuizResult(app.db, currentStaff(request).id, request.params.id, request.body)),
  );

  app.put(
    '/catalogue/quiz/results/:id/prods',
    options({
      params: idParams,
      body: adminQuizResultProdsBodySchema,
      response: { 200: itemEnvelope(adminQuizResultSchema) },
    }),
    async (request) =>
      item(
        await setQuizResultProds(app.db, currentStaff(request).id, request.params.id, request.body.prod_ids),
      ),
  );

  app.get(
    '/catalogue/quiz/questions',
    options({ response: { 200: itemEnvelope(z.array(adminQuizQuestionSchema)) } }),
    async () => item(await listQuizQuestions(app.db)),
  );

  app.put(
    '/catalogue/quiz/questions/:id',
    options({
      params: idParams,
      body: adminQuizQuestionBodySchema,
      response: { 200: itemEnvelope(adminQuizQuestionSchema) },
    }),
    async (request) =>
      item(await updateQuizQuestion(app.db, currentStaff(request).id, request.params.id, request.body)),
  );
};
