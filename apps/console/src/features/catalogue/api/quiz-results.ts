import type {
  AdminQuizQuestion,
  AdminQuizQuestionBody,
  AdminQuizResult,
  AdminQuizResultBody,
} from '@shop/domain/api/admin/catalogue';
import { useQuery } from '@tanstack/react-query';
import { getData, send } from '../../../shared/api';
import { useWrite } from '../../../shared/use-invalidate';
import { catalogueKeys } from './catalogue-keys';

/** GET /catalogue/quiz/results: each quiz result with its texts and recommended products. */
export const useQuizResults = () =>
  useQuery({
    queryKey: catalogueKeys.quizResults(),
    queryFn: () => getData<AdminQuizResult[]>('/catalogue/quiz/results'),
  });

/** PATCH /catalogue/quiz/results/{id}: the result's name, intro and body. */
export function useSaveQuizResult(id: number) {
  return useWrite(
    (body: AdminQuizResultBody) => send<AdminQuizResult>('PATCH', `/catalogue/quiz/results/${id}`, body),
    [catalogueKeys.quizResults()],
  );
}

/** PUT /catalogue/quiz/results/{id}/prods: the products the result recommends, in order. */
export function useSetQuizResultProds(id: number) {
  return useWrite(
    (prodIds: number[]) =>
      send<AdminQuizResult>('PUT', `/catalogue/quiz/results/${id}/prods`, { prod_ids: prodIds }),
    [catalogueKeys.quizResults()],
  );
}

/** GET /catalogue/quiz/questions: the questions with their answers and scores. */
export const useQuizQuestions = () =>
  useQuery({
    queryKey: [...catalogueKeys.quizResults(), 'questions'],
    queryFn: () => getData<AdminQuizQuestion[]>('/catalogue/quiz/questions'),
  });

/** PUT /catalogue/quiz/questions/{id}: the question, its answers' texts and scores. */
export function useSaveQuizQuestion(id: number) {
  return useWrite(
    (body: AdminQuizQuestionBody) => send<AdminQuizQuestion>('PUT', `/catalogue/quiz/questions/${id}`, body),
    [catalogueKeys.quizResults()],
  );
}
