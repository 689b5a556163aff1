/**
 * An error answer of the API as both ends hold it: its status, the Korean message, per-field messages and any
 * other fields of the body (a wrong password's 400 carries the user's `id`). The server throws it (HttpError)
 * and sends it as `{message, errors, ...extra}`; the shop and the console read it back as an ApiError.
 */
export class ErrorAnswer extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/**
 * A failed call to the shop's API, from the server's `{message, errors}` body (the shop and the console read
 * it alike). status 0 means the network failed.
 */
export class ApiError extends ErrorAnswer {
  override readonly name = 'ApiError';
}

/** Statuses a later try may not get: the request timed out, or came too often. */
const PASSING_STATUSES = new Set([408, 429]);

/**
 * Whether asking again may help: the network failed (0), a timeout, too many requests, the server's own
 * failure, or an error that is not the API's answer. A record that is not there (404) or a refused request
 * stays so, and asking again would only repeat it.
 */
export function mayPassOnRetry(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status >= 500 || PASSING_STATUSES.has(error.status);
}
