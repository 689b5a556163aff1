import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APP_PARTS_READY_EVENT } from '@shop/domain/codes/app-ready';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  APP_CODE_ID,
  APP_CODE_LOADER,
  inlineStylesheets,
  PRELOADS_PER_TASK,
  readBuildStyles,
  scriptsAfterContent,
} from './rendered-head';

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
    onTestFinished(() => rmSync(dist, { recursive: true, force: true }));
    mkdirSync(path.join(dist, 'static'));
    writeFileSync(path.join(dist, 'static', 'index-1.css'), 'body{margin:0}');
    writeFileSync(path.join(dist, 'static', 'index-1.js'), 'export {}');
    expect([...readBuildStyles(dist, '/customer_v2/')]).toEqual([
      ['/customer_v2/static/index-1.css', 'body{margin:0}'],
    ]);
    expect(readBuildStyles(path.join(dist, 'missing'), '/customer_v2/').size).toBe(0);
  });
});

describe('a rendered screen’s code asked for after its content', () => {
  const head =
    '<script type="module" crossorigin src="/customer_v2/static/index-1.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/customer_v2/static/compat-1.js">' +
    '<link rel="modulepreload" href="/customer_v2/static/detail-1.js" crossorigin>' +
    '<link rel="preload" as="image" href="/files/products/a-1.webp" fetchpriority="high">';
  const body = '<script type="application/json" id="first-screen-state">{}</script>';

  it('takes the app’s script and module preloads out of the head and hands their addresses to the loader', () => {
    expect(scriptsAfterContent(page(head, body))).toBe(
      page(
        '<link rel="preload" as="image" href="/files/products/a-1.webp" fetchpriority="high">' +
          `<script type="application/json" id="${APP_CODE_ID}">` +
          '{"entry":"/customer_v2/static/index-1.js","preloads":["/customer_v2/static/compat-1.js","/customer_v2/static/detail-1.js"]}' +
          `</script><script>${APP_CODE_LOADER}</script>`,
        body,
      ),
    );
  });

  it('leaves a page with no module script as it is, and never rewrites the body', () => {
    const shown = '<pre><script type="module" src="/customer_v2/static/index-1.js"></script></pre>';
    expect(scriptsAfterContent(page('<title>x</title>', shown))).toBe(page('<title>x</title>', shown));
  });

  type Element = Record<string, string>;
  /** Runs the loader against a stand-in page; returns what it appended and the page's events and timers. */
  function loadPage(preloads = ['/customer_v2/static/compat-1.js']) {
    const appended: Element[] = [];
    const listeners: Record<string, (event?: unknown) => void> = {};
    const documentListeners: Record<string, () => void> = {};
    const timers: (() => void)[] = [];
    const late: { ms: number; task: () => void }[] = [];
    const code = { entry: '/customer_v2/static/index-1.js', preloads };
    const document = {
      getElementById: (id: string) => (id === APP_CODE_ID ? { textContent: JSON.stringify(code) } : null),
      createElement: (tag: string): Element => ({ tag }),
      head: { appendChild: (element: Element) => appended.push(element) },
      addEventListener: (type: string, listener: () => void) => {
        documentListeners[type] = listener;
      },
    };
    const run = new Function(
      'document',
      'addEventListener',
      'removeEventListener',
      'requestAnimationFrame',
      'setTimeout',
      APP_CODE_LOADER,
    );
    run(
      document,
      (type: string, listener: () => void) => {
        listeners[type] = listener;
      },
      (type: string, listener: () => void) => {
        if (listeners[type] === listener) delete listeners[type];
      },
      (frame: () => void) => timers.push(frame),
      (task: () => void, ms?: number) => {
        if (ms === undefined) timers.push(task);
        else late.push({ ms, task });
      },
    );
    return { appended, listeners, documentListeners, timers, late };
  }

  /** A click as the loader sees it, on a button (or on what a button holds) or elsewhere. */
  function click(target: { button: { clicks: number; isConnected: boolean } | null }) {
    const event = {
      target: { closest: (selector: string) => (selector === 'button' ? target.button : null) },
      stopped: false,
      prevented: false,
      preventDefault() {
        this.prevented = true;
      },
      stopPropagation() {
        this.stopped = true;
      },
    };
    return event;
  }
  const button = (isConnected = true) => {
    const b = { clicks: 0, isConnected, click: () => b.clicks++ };
    return b;
  };

  it('holds a tap on a button before the app is ready, asks for the code, and passes the tap on once it is', () => {
    const { appended, listeners, documentListeners } = loadPage();
    const addToCart = button();
    const tap = click({ button: addToCart });
    listeners.click!(tap);
    expect(tap.prevented && tap.stopped).toBe(true);
    expect(appended.map((element) => element.tag)).toEqual(['script', 'link']);
    expect(addToCart.clicks).toBe(0);
    documentListeners[APP_PARTS_READY_EVENT]!();
    expect(addToCart.clicks).toBe(1);
    // Ready: the loader is out of the way, and passes nothing on twice.
    expect(listeners.click).toBeUndefined();
    documentListeners[APP_PARTS_READY_EVENT]!();
    expect(addToCart.clicks).toBe(1);
  });

  it('lets a tap on anything but a button through, and drops a held tap whose button the app replaced', () => {
    const { listeners, documentListeners } = loadPage();
    const onLink = click({ button: null });
    listeners.click!(onLink);
    expect(onLink.prevented || onLink.stopped).toBe(false);
    const gone = button(false);
    listeners.click!(click({ button: gone }));
    documentListeners[APP_PARTS_READY_EVENT]!();
    expect(gone.clicks).toBe(0);
  });

  it('the loader asks for the script, then the preloads, once the page has loaded and painted, and only once', () => {
    const { appended, listeners, timers, late } = loadPage();
    expect(appended).toEqual([]);
    listeners.load!();
    while (timers.length > 0) timers.shift()!();
    expect(appended).toEqual([
      { tag: 'script', type: 'module', crossOrigin: '', src: '/customer_v2/static/index-1.js' },
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/customer_v2/static/compat-1.js' },
    ]);
    listeners.load!();
    while (timers.length > 0) timers.shift()!();
    expect(appended).toHaveLength(2);
    late[0]!.task();
    expect(appended).toHaveLength(2);
  });

  it('the loader asks at once when the visitor touches the page or presses a key before it has loaded', () => {
    for (const event of ['pointerdown', 'keydown']) {
      const { appended, listeners } = loadPage();
      listeners[event]!();
      expect(
        appended.map((element) => element.tag),
        event,
      ).toEqual(['script', 'link']);
    }
  });

  it('the loader asks for the script at once and for its preloads a few per task, in order', () => {
    const preloads = Array.from(
      { length: 2 * PRELOADS_PER_TASK + 1 },
      (_, i) => `/customer_v2/static/part-${i}.js`,
    );
    const { appended, listeners, timers } = loadPage(preloads);
    listeners.pointerdown!();
    const entry = '/customer_v2/static/index-1.js';
    const hrefs = () => appended.map((element) => element.href ?? element.src);
    expect(hrefs()).toEqual([entry, ...preloads.slice(0, PRELOADS_PER_TASK)]);
    timers.shift()!();
    expect(hrefs()).toEqual([entry, ...preloads.slice(0, 2 * PRELOADS_PER_TASK)]);
    timers.shift()!();
    expect(hrefs()).toEqual([entry, ...preloads]);
    expect(timers).toEqual([]);
  });

  it('the loader asks anyway 2.5 s after it ran when the page has not loaded by then', () => {
    const { appended, late } = loadPage();
    expect(late.map((timer) => timer.ms)).toEqual([2500]);
    late[0]!.task();
    expect(appended.map((element) => element.href ?? element.src)).toEqual([
      '/customer_v2/static/index-1.js',
      '/customer_v2/static/compat-1.js',
    ]);
  });
});
