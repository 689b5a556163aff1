/**
 * A failed call to the shop's API, from the server's `{message, errors}` body (the shop and the console read
 * it alike). status 0 means the network failed.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
    /** Any other fields of the error body (a wrong password's 400 carries the user's `id`). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}
