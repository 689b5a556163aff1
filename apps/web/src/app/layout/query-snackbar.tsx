import { SNACKBAR_FROM_QUERY_MS } from '@shop/domain/limits/timing';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import styles from './query-snackbar.module.css';

/** Messages another screen asks for through the `snackbar` query parameter (e.g. after logout). */
const MESSAGES: Record<string, string> = {
  logout: '로그아웃 되었습니다.',
};

export function QuerySnackbar() {
  const [params] = useSearchParams();
  const key = params.get('snackbar');
  const [shown, setShown] = useState<string | null>(null);

  useEffect(() => {
    const message = key ? MESSAGES[key] : undefined;
    if (!message) return;
    setShown(message);
    const timer = window.setTimeout(() => setShown(null), SNACKBAR_FROM_QUERY_MS);
    return () => window.clearTimeout(timer);
  }, [key]);

  return (
    <div role="status" aria-live="polite">
      {shown && <p className={styles.snackbar}>{shown}</p>}
    </div>
  );
}
