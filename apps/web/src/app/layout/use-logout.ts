import { useNavigate } from 'react-router';
import { signOutLocally } from '../../shared/auth/auth-store';
import { bridge } from '../../shared/bridge/native-bridge';
import { http } from '../../shared/http/http';
import { paths } from '../paths';

/** Logs out: tells the server (best effort), forgets the token, tells the native wrapper, goes home. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    try {
      await http.post('users/auth/logout');
    } catch {
      // The token is dropped either way; the user has logged out on this device.
    }
    signOutLocally();
    bridge.userAfterLogout();
    navigate(`${paths.home}?snackbar=logout`);
  };
}
