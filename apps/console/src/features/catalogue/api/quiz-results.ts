import type {
  AdminQuizQuestion,
  AdminQuizQuestionBody,
  AdminQuizResult,
  AdminQuizResultBody,
} from '@shop/domain/api/admin/catalogue';
import { useMutation, useQuery } from '@tanstack/react-query';
import { getData, send } from '../../../shared/api';
import { useInvalidate } from '../../../shared/use-invalidate';
import { catalogueKeys } from './catalogue-keys';

/** GET /catalogue/quiz/results: each quiz result with its texts and recommended products. */
export const useQuizResults = () =>
  useQuery({
    queryKey: catalogueKeys.quizResults(),
    queryFn: () => getData<AdminQuizResult[]>('/catalogue/quiz/results'),
  });

/** PATCH /catalogue/quiz/results/{id}: the result's name, intro and body. */
export function useSaveQuizResult(id: number) {
  const written = useInvalidate(catalogueKeys.quizResults());
  return useMutation({
    mutationFn: (body: AdminQuizResultBody) =>
      send<AdminQuizResult>('PATCH', `/catalogue/quiz/results/${id}`, body),
    onSuccess: written,
  });
}

/** PUT /catalogue/quiz/results/{id}/prods: the products the result recommends, in order. */
export function useSetQuizResultProds(id: number) {
  const written = useInvalidate(catalogueKeys.quizResults());
  return useMutation({
    mutationFn: (prodIds: number[]) =>
      send<AdminQuizResult>('PUT', `/catalogue/quiz/results/${id}/prods`, { prod_ids: prodIds }),
    onSuccess: written,
  });
}

/** GET /catalogue/quiz/questions: the questions with their answers and scores. */
export const useQuizQuestions = () =>
  useQuery({
    queryKey: [...catalogueKeys.quizResults(), 'questions'],
    queryFn: () => getData<AdminQuizQuestion[]>('/catalogue/quiz/questions'),
  });

/** PUT /catalogue/quiz/questions/{id}: the question, its answers' texts and scores. */
export function useSaveQuizQuestion(id: number) {
  const written = useInvalidate(catalogueKeys.quizResults());
  return useMutation({
    mutationFn: (body: AdminQuizQuestionBody) =>
      send<AdminQuizQuestion>('PUT', `/catalogue/quiz/questions/${id}`, body),
    onSuccess: written,
  });
}
