import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { signOut } from '../../../shared/auth/sign-out';
import styles from '../../../shared/ui/form/form.module.css';

/** /users/auth/logout: revokes the session, then home, where the shell shows 로그아웃 되었습니다. (snackbar query). */
export function LogoutScreen() {
  const navigate = useNavigate();
  useEffect(() => {
    let live = true;
    void signOut().then(() => {
      if (live) navigate('/?snackbar=logout', { replace: true });
    });
    return () => {
      live = false;
    };
  }, [navigate]);
  return (
    <div className={styles.page} role="status">
      <p className={styles.lead}>로그아웃하는 중…</p>
    </div>
  );
}
