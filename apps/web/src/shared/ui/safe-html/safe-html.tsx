import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import styles from './safe-html.module.css';

type Props = { html: string; className?: string };

/**
 * HTML content from the server (FAQ answers, notices, documents). The server sanitises it already; it is
 * cleaned once more here before it reaches the page, and drawn with the shared reading styles.
 */
export function SafeHtml({ html, className }: Props) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return (
    <div
      className={className ? `${styles.prose} ${className}` : styles.prose}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
