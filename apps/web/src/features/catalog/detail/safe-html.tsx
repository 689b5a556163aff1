import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Product HTML from the server (already sanitised there), cleaned once more before it is drawn. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
