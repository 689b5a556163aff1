import { isApiError } from '../../../shared/http/api-error';
import { http } from '../../../shared/http/http';

/** GET users/duplicateEmail: true when the e-mail is free (404), false when an account uses it. */
export async function isEmailAvailable(email: string): Promise<boolean> {
  try {
    await http.get<{ id: number; mobile: string | null }>('users/duplicateEmail', { query: { email } });
    return false;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return true;
    throw error;
  }
}
