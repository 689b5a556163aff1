import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The build's stylesheets by the address a page links them at (`/customer_v2/static/index-….css`). */
export type BuildStyles = ReadonlyMap<string, string>;

export function readBuildStyles(webDistDir: string, spaBase: string): BuildStyles {
  const dir = path.join(webDistDir, 'static');
  let files: string[];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith('.css'));
  } catch {
    return new Map();
  }
  return new Map(
    files.map((file) => [`${spaBase}static/${file}`, readFileSync(path.join(dir, file), 'utf8')]),
  );
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*?\shref="([^"]+)"[^>]*>/g;
const SCRIPT_FETCH = /<script type="module"|<link rel="modulepreload"/g;

/** Applies `change` to the page's head only: a screen's own HTML is never rewritten. */
function inHead(html: string, change: (head: string) => string): string {
  const headEnd = html.indexOf('</head>');
  return headEnd === -1 ? html : change(html.slice(0, headEnd)) + html.slice(headEnd);
}

/**
 * Stylesheet links written out as the stylesheets' text (decision 029), so a first paint waits for no other
 * request. Each file stays linked with `media="print"`: the browser fetches it at the lowest priority, into its
 * cache for later pages, and the app's loader, which skips a stylesheet already linked, does not add it a
 * second time when a screen's code loads. A stylesheet not in the build (or that would end the `<style>`)
 * stays a link. `links` is head markup only (the route hints).
 */
export function inlineStylesheetLinks(links: string, styles: BuildStyles): string {
  return links.replace(STYLESHEET_LINK, (link, href: string) => {
    const css = styles.get(href);
    if (css === undefined || /<\/style/i.test(css)) return link;
    return `<style>${css}</style>${link.replace('<link rel="stylesheet"', '<link rel="stylesheet" media="print"')}`;
  });
}

/** A whole page's stylesheet links written out, in its head only (a screen's own HTML is never rewritten). */
export const inlineStylesheets = (html: string, styles: BuildStyles): string =>
  inHead(html, (head) => inlineStylesheetLinks(head, styles));

/**
 * A page whose first screen the server rendered shows its content before any script runs: its scripts are
 * fetched with `fetchpriority="low"`, after its styles and its largest picture (decision 029). A page the
 * app draws keeps them at their usual priority, since nothing shows without them.
 */
export function scriptsAfterContent(html: string): string {
  return inHead(html, (head) => head.replace(SCRIPT_FETCH, (tag) => `${tag} fetchpriority="low"`));
}
