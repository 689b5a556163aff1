import { FOOTER_DEV_CLOSE_MS } from '@shop/domain/limits/timing';
import { useEffect } from 'react';

/** /test/footerDev: a page the native wrapper opens to test windows; it closes itself. */
export function FooterDevTest() {
  useEffect(() => {
    const timer = window.setTimeout(() => window.close(), FOOTER_DEV_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return <p style={{ padding: 'var(--space-6)', textAlign: 'center' }}>잠시 후 창이 닫힙니다.</p>;
}
