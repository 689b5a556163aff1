import { describe, expect, it } from 'vitest';
import { ApiError, mayPassOnRetry } from './api-error';

describe('mayPassOnRetry', () => {
  it('says a network failure, a timeout, too many requests or a server failure may pass on a new try', () => {
    for (const status of [0, 408, 429, 500, 502, 503])
      expect(mayPassOnRetry(new ApiError(status, 'x'))).toBe(true);
    expect(mayPassOnRetry(new TypeError('Failed to fetch'))).toBe(true);
  });

  it('says a bad request, a refusal or a missing record stays so', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 499])
      expect(mayPassOnRetry(new ApiError(status, 'x'))).toBe(false);
  });
});
