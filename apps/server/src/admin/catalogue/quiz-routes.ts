import {
  adminQuizQuestionBodySchema,
  adminQuizQuestionSchema,
  adminQuizResultBodySchema,
  adminQuizResultProdsBodySchema,
  adminQuizResultSchema,
} from '@shop/domain/api/admin/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { item } from '../../http/envelope';
import { allRowsSchema, oneRowWriteSchema } from '../../http/route-schemas';
import { currentStaff } from '../staff-auth/require-staff';
import { listQuizQuestions, updateQuizQuestion } from './quiz-questions-admin';
import { listQuizResults, setQuizResultProds, updateQuizResult } from './quiz-results-admin';
import { options, rowWriteRoute } from './route-kit';

/** The taste quiz: its results (texts, recommended products) and its questions (answers, scores). */
export const quizRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/catalogue/quiz/results', options(allRowsSchema(adminQuizResultSchema)), async () =>
    item(await listQuizResults(app.db)),
  );

  rowWriteRoute(app, 'PATCH', '/catalogue/quiz/results/:id', {
    body: adminQuizResultBodySchema,
    answer: adminQuizResultSchema,
    write: updateQuizResult,
  });

  app.put(
    '/catalogue/quiz/results/:id/prods',
    options(oneRowWriteSchema(adminQuizResultProdsBodySchema, adminQuizResultSchema)),
    async (request) =>
      item(
        await setQuizResultProds(app.db, currentStaff(request).id, request.params.id, request.body.prod_ids),
      ),
  );

  app.get('/catalogue/quiz/questions', options(allRowsSchema(adminQuizQuestionSchema)), async () =>
    item(await listQuizQuestions(app.db)),
  );

  rowWriteRoute(app, 'PUT', '/catalogue/quiz/questions/:id', {
    body: adminQuizQuestionBodySchema,
    answer: adminQuizQuestionSchema,
    write: updateQuizQuestion,
  });
};
