import { apiCall } from './api-call';
import { STAFF } from './console';

/** Calls of the console's API (/api/v2/admin) for journeys that prepare data the way staff would. */

export const adminCall = <T>(baseUrl: string, method: string, path: string, token: string, body?: unknown) =>
  apiCall<T>(`${baseUrl}/api/v2/admin${path}`, method, token, body);

/** A demo staff member's token, signed in through the API. */
export async function staffToken(baseUrl: string, role: keyof typeof STAFF): Promise<string> {
  const { access_token } = await apiCall<{ access_token: string }>(
    `${baseUrl}/api/v2/admin/auth/login`,
    'POST',
    null,
    STAFF[role],
  );
  return access_token;
}
