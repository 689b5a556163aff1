import sanitize from 'sanitize-html';

/**
 * HTML from the database (forum answers, notices, documents, product content) passes through this allow-list
 * on its way out, so a stored script or event handler never reaches the browser.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'b',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'a',
    'h2',
    'h3',
    'h4',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
    'span',
    'div',
    'blockquote',
  ],
  // `class` lets stored content use the app's own content styles; it cannot run anything.
  allowedAttributes: { '*': ['class'], a: ['href', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  // Relative urls pass; an absolute one must use these schemes. Protocol-relative (//host) counts as absolute.
  allowedSchemes: [],
  allowedSchemesByTag: { a: ['http', 'https'], img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener' } }),
  },
};

export function sanitizeHtml(html: string): string {
  if (html === '') return '';
  return sanitize(html, OPTIONS);
}

/** Sanitises every string field of an HTML-bearing object, such as a product's `content`. */
export function sanitizeHtmlFields<T extends Record<string, string | undefined>>(fields: T): T {
  const out: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(fields)) {
    out[key] = typeof value === 'string' ? sanitizeHtml(value) : value;
  }
  return out as T;
}
