import { ApiError } from '@shop/domain/api/api-error';

/**
 * The server's refusal as one Korean sentence: a rule's own message, or, for a form the server could not
 * read, the first message of each field (the general "입력값을 확인해 주세요." alone says too little).
 */
export function refusal(error: unknown): Error | null {
  if (!error) return null;
  if (error instanceof ApiError) {
    const fields = Object.values(error.errors).flatMap((messages) => messages.slice(0, 1));
    const unique = [...new Set(fields)].filter((m) => m !== error.message);
    return new Error(unique.length && error.status === 400 ? unique.join(' ') : error.message);
  }
  return error instanceof Error ? error : new Error(String(error));
}
