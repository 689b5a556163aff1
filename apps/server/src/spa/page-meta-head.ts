import { escapeMarkup } from './escape-markup';

/** What the web app's renderer says of a first screen (apps/web/src/shared/seo/page-meta.ts). */
export type PageMeta = {
  title: string;
  description: string;
  image: string | null;
  type: 'website' | 'product';
};

/** index.html's own title and description: read as home's, and taken out where a page puts its own. */
const TITLE = /<title>([^<]*)<\/title>\s*/;
const DESCRIPTION = /<meta name="description" content="([^"]*)"\s*\/?>\s*/;

/** index.html's own title and description, as a page's meta (home's, which the app does not rename). */
export function pageMetaOfIndex(html: string): PageMeta | null {
  const title = TITLE.exec(html)?.[1];
  const description = DESCRIPTION.exec(html)?.[1];
  if (!title || description === undefined) return null;
  return { title, description, image: null, type: 'website' };
}

/** A picture's address as a messenger fetches it: absolute, on the shop's public address when the API gave a path. */
const absolute = (address: string, publicUrl: string) =>
  /^https?:\/\//.test(address) ? address : `${publicUrl}${address.startsWith('/') ? '' : '/'}${address}`;

/**
 * The page's head as a link preview, a search engine and the tab read it (decision 035): its own title and
 * description in place of index.html's, Open Graph (카카오톡, Facebook, Slack and most messengers read it),
 * and its canonical address, `path` on the shop's public address (the screen's normalised URL, so a
 * campaign tag or a trailing slash points to the one page).
 */
export function withPageMeta(html: string, meta: PageMeta, publicUrl: string, path: string): string {
  const url = `${publicUrl}${path}`;
  const og: [string, string][] = [
    ['og:type', meta.type === 'product' ? 'product' : 'website'],
    ['og:site_name', '소리담'],
    ['og:locale', 'ko_KR'],
    ['og:title', meta.title],
    ['og:description', meta.description],
    ['og:url', url],
  ];
  if (meta.image) og.push(['og:image', absolute(meta.image, publicUrl)]);
  const tags =
    `<title>${escapeMarkup(meta.title)}</title>` +
    `<meta name="description" content="${escapeMarkup(meta.description)}">` +
    `<link rel="canonical" href="${escapeMarkup(url)}">` +
    og
      .map(([property, content]) => `<meta property="${property}" content="${escapeMarkup(content)}">`)
      .join('') +
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`;
  return html
    .replace(TITLE, '')
    .replace(DESCRIPTION, '')
    .replace('</head>', () => `${tags}</head>`);
}
