import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineStylesheets, readBuildStyles, scriptsAfterContent } from './rendered-head';

const STYLES = new Map([
  ['/customer_v2/static/index-1.css', ':root{--brand:#1f3b34}'],
  ['/customer_v2/static/detail-1.css', '.title{font-weight:700}'],
]);

const page = (head: string, body = '<div id="root"></div>') =>
  `<html><head><meta charset="UTF-8">${head}</head><body>${body}</body></html>`;

describe('a page’s stylesheets written into it', () => {
  it('puts each build stylesheet’s text in the head, in order, and keeps the file linked for print only', () => {
    const html = inlineStylesheets(
      page(
        '<link rel="stylesheet" crossorigin href="/customer_v2/static/index-1.css">' +
          '<link rel="stylesheet" href="/customer_v2/static/detail-1.css" crossorigin>',
      ),
      STYLES,
    );
    expect(html).toBe(
      page(
        '<style>:root{--brand:#1f3b34}</style>' +
          '<link rel="stylesheet" media="print" crossorigin href="/customer_v2/static/index-1.css">' +
          '<style>.title{font-weight:700}</style>' +
          '<link rel="stylesheet" media="print" href="/customer_v2/static/detail-1.css" crossorigin>',
      ),
    );
  });

  it('leaves a stylesheet that is not in the build, or that would close the style element, as a link', () => {
    const styles = new Map([['/customer_v2/static/odd.css', 'a::after{content:"</style><script>"}']]);
    const head =
      '<link rel="stylesheet" href="/customer_v2/static/odd.css">' +
      '<link rel="stylesheet" href="/customer_v2/static/gone.css">';
    expect(inlineStylesheets(page(head), styles)).toBe(page(head));
  });

  it('rewrites the head only: a screen that shows a link tag as text keeps it', () => {
    const body =
      '<pre>&lt;link rel="stylesheet" href="/customer_v2/static/index-1.css"&gt;</pre>' +
      '<link rel="stylesheet" href="/customer_v2/static/index-1.css">';
    expect(inlineStylesheets(page('', body), STYLES)).toBe(page('', body));
  });

  it('reads the build’s stylesheets by the address the page links them at', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'shop-build-styles-'));
    afterAll(() => rmSync(dist, { recursive: true, force: true }));
    mkdirSync(path.join(dist, 'static'));
    writeFileSync(path.join(dist, 'static', 'index-1.css'), 'body{margin:0}');
    writeFileSync(path.join(dist, 'static', 'index-1.js'), 'export {}');
    expect([...readBuildStyles(dist, '/customer_v2/')]).toEqual([
      ['/customer_v2/static/index-1.css', 'body{margin:0}'],
    ]);
    expect(readBuildStyles(path.join(dist, 'missing'), '/customer_v2/').size).toBe(0);
  });
});

describe('a rendered screen’s scripts fetched after its content', () => {
  it('asks for the app’s script and every module preload at low priority, in the head only', () => {
    const head =
      '<script type="module" crossorigin src="/customer_v2/static/index-1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/customer_v2/static/compat-1.js">' +
      '<link rel="modulepreload" href="/customer_v2/static/detail-1.js" crossorigin>' +
      '<link rel="preload" as="image" href="/files/products/a-1.webp" fetchpriority="high">';
    const body = '<script type="application/json" id="first-screen-state">{}</script>';
    expect(scriptsAfterContent(page(head, body))).toBe(
      page(
        '<script type="module" fetchpriority="low" crossorigin src="/customer_v2/static/index-1.js"></script>' +
          '<link rel="modulepreload" fetchpriority="low" crossorigin href="/customer_v2/static/compat-1.js">' +
          '<link rel="modulepreload" fetchpriority="low" href="/customer_v2/static/detail-1.js" crossorigin>' +
          '<link rel="preload" as="image" href="/files/products/a-1.webp" fetchpriority="high">',
        body,
      ),
    );
  });
});
