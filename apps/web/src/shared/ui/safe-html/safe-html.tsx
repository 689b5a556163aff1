import styles from './safe-html.module.css';

type Props = { html: string; className?: string; prose?: boolean };

/**
 * HTML content from the API (product pages, FAQ answers, notices, documents), drawn as the API sent it: the
 * server passes every stored HTML through its allow-list on the way out (`http/sanitize-html.ts`, no script, no
 * event handler, https images only), and the page's CSP runs no inline script. A second pass here (DOMPurify)
 * cost a product page most of its main thread on a phone and drew the same HTML (decision 028).
 * `prose` gives it the shared reading styles.
 */
export function SafeHtml({ html, className, prose = true }: Props) {
  const classes = [prose ? styles.prose : '', className ?? ''].filter(Boolean).join(' ');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API's allow-list (decision 028)
  return <div className={classes || undefined} dangerouslySetInnerHTML={{ __html: html }} />;
}
