import { useNavigate } from 'react-router';
import { signOut } from '../../shared/auth/sign-out';
import { paths } from '../../shared/config/paths';

/** Logs out: revokes the refresh token (best effort), forgets the session, tells the wrapper, goes home. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    await signOut();
    navigate(`${paths.home}?snackbar=logout`);
  };
}
