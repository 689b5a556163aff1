import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Product HTML from the server (already sanitised there), cleaned once more before it is drawn. The server
 * that renders first screens has no DOM for DOMPurify: it draws the HTML as its own API cleaned it.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => (DOMPurify.isSupported ? DOMPurify.sanitize(html) : html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API, and by DOMPurify in a browser
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
