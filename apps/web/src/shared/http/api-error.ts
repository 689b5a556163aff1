import { ApiError } from '@shop/domain/api/api-error';

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The statuses that swap a screen's content for the 404 or 500 error screen. */
export function pageErrorStatus(error: unknown): 404 | 500 | null {
  if (!isApiError(error)) return null;
  if (error.status === 404) return 404;
  if (error.status >= 500 || error.status === 0) return 500;
  return null;
}

/**
 * For a screen's main query: `useQuery({ ...options, throwOnError: throwPageErrors })` lets a 404 or 500
 * reach the route's error boundary, which swaps the page content for the error screen.
 */
export const throwPageErrors = (error: unknown): boolean => pageErrorStatus(error) !== null;
