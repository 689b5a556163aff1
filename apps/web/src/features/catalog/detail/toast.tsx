import { TOAST_MS } from '@shop/domain/limits/timing';
import { useCallback, useEffect, useState } from 'react';
import toastStyles from '../../../shared/styles/toast.module.css';
import styles from './prod-detail.module.css';

/** One short message at a time above the bottom bar, gone after the toast time. */
export function useToast() {
  const [toast, setToast] = useState<{ text: string; key: number } | null>(null);
  const show = useCallback((text: string) => setToast({ text, key: Date.now() }), []);
  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => setToast(null), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [toast]);
  const view = (
    <div className={styles.toastSlot} role="alert" aria-live="assertive">
      {toast && (
        <p key={toast.key} className={toastStyles.toast}>
          {toast.text}
        </p>
      )}
    </div>
  );
  return { show, view };
}
