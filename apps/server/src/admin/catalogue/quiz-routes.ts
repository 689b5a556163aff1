import {
  adminQuizQuestionBodySchema,
  adminQuizQuestionSchema,
  adminQuizResultBodySchema,
  adminQuizResultProdsBodySchema,
  adminQuizResultSchema,
} from '@shop/domain/api/admin/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { item } from '../../http/envelope';
import { currentStaff } from '../staff-auth/require-staff';
import { listQuizQuestions, updateQuizQuestion } from './quiz-questions-admin';
import { listQuizResults, setQuizResultProds, updateQuizResult } from './quiz-results-admin';
import { config, dataOf, errors, idParams, tags } from './route-kit';

/** The taste quiz: its results (texts, recommended products) and its questions (answers, scores). */
export const quizRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/catalogue/quiz/results',
    { config, schema: { tags, response: { 200: dataOf(z.array(adminQuizResultSchema)), ...errors } } },
    async () => item(await listQuizResults(app.db)),
  );

  app.patch(
    '/catalogue/quiz/results/:id',
    {
      config,
      schema: {
        tags,
        params: idParams,
        body: adminQuizResultBodySchema,
        response: { 200: dataOf(adminQuizResultSchema), ...errors },
      },
    },
    async (request) =>
      item(await updateQuizResult(app.db, currentStaff(request).id, request.params.id, request.body)),
  );

  app.put(
    '/catalogue/quiz/results/:id/prods',
    {
      config,
      schema: {
        tags,
        params: idParams,
        body: adminQuizResultProdsBodySchema,
        response: { 200: dataOf(adminQuizResultSchema), ...errors },
      },
    },
    async (request) =>
      item(
        await setQuizResultProds(app.db, currentStaff(request).id, request.params.id, request.body.prod_ids),
      ),
  );

  app.get(
    '/catalogue/quiz/questions',
    { config, schema: { tags, response: { 200: dataOf(z.array(adminQuizQuestionSchema)), ...errors } } },
    async () => item(await listQuizQuestions(app.db)),
  );

  app.put(
    '/catalogue/quiz/questions/:id',
    {
      config,
      schema: {
        tags,
        params: idParams,
        body: adminQuizQuestionBodySchema,
        response: { 200: dataOf(adminQuizQuestionSchema), ...errors },
      },
    },
    async (request) =>
      item(await updateQuizQuestion(app.db, currentStaff(request).id, request.params.id, request.body)),
  );
};
