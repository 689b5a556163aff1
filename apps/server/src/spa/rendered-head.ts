import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { APP_PARTS_READY_EVENT } from '@shop/domain/codes/app-ready';

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

const MODULE_SCRIPT = /<script type="module"[^>]*?\ssrc="([^"]+)"[^>]*><\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>/g;

/** Where a rendered page keeps the addresses of its code until it loads it (JSON: never run). */
export const APP_CODE_ID = 'app-code';

/**
 * How many module preloads the loader adds in one task. Each added link starts a request, which took the
 * renderer 0.1 to 17 ms (Chromium's `ResourceFetcher::requestResource` in a trace), so thirty in one task held
 * the main thread for 20 to 50 ms, four times that on Lighthouse's model of a phone. The app's script goes
 * first, so spreading its preloads over tasks does not make it wait: the browser fetches each file once,
 * whether a preload or the script's own import asks first.
 */
export const PRELOADS_PER_TASK = 2;

/**
 * The one inline script of a rendered page (allowed by its hash): once the page has loaded (its largest
 * picture included) and painted a frame, it asks for the app's script the head held back, then for its module
 * preloads, `PRELOADS_PER_TASK` per task. It asks at once when the visitor touches the page or a key first,
 * and after 2.5 s in any case, so a picture that never arrives does not keep the page from working. A tap on a button before the app has
 * taken the page over is held, not lost: the app's ready event (APP_PARTS_READY_EVENT) passes it on to the
 * same button, if it is still on the page.
 */
export const APP_CODE_LOADER =
  '(function(){var started=false,d=document,held=null;function start(){if(started)return;started=true;' +
  `var code=JSON.parse(d.getElementById("${APP_CODE_ID}").textContent),head=d.head,i=0;` +
  'var s=d.createElement("script");s.type="module";s.crossOrigin="";s.src=code.entry;head.appendChild(s);' +
  '(function next(){for(var end=i+' +
  String(PRELOADS_PER_TASK) +
  ';i<end&&i<code.preloads.length;i++){var l=d.createElement("link");l.rel="modulepreload";' +
  'l.crossOrigin="";l.href=code.preloads[i];head.appendChild(l)}' +
  'if(i<code.preloads.length)setTimeout(next)})()}' +
  'function hold(e){var b=e.target&&e.target.closest?e.target.closest("button"):null;if(!b)return;' +
  'e.preventDefault();e.stopPropagation();held=b;start()}' +
  'addEventListener("click",hold,true);' +
  `d.addEventListener("${APP_PARTS_READY_EVENT}",function(){removeEventListener("click",hold,true);` +
  'var b=held;held=null;if(b&&b.isConnected)b.click()});' +
  'addEventListener("load",function(){requestAnimationFrame(function(){setTimeout(start)})});' +
  'addEventListener("pointerdown",start,true);addEventListener("keydown",start,true);' +
  'setTimeout(start,2500)})()';

/**
 * A page whose first screen the server rendered shows its content before any script runs, so its code waits
 * until the content has arrived and painted (decision 030): the head's module script and module preloads
 * are taken out, and their addresses go to `APP_CODE_LOADER`, which asks for them after the page's `load`.
 * On a slow link the largest picture then has the link to itself; links on the screen work as plain links
 * meanwhile. A page the app draws keeps its script tags, since nothing shows without them.
 */
export function scriptsAfterContent(html: string): string {
  return inHead(html, (head) => {
    let entry: string | undefined;
    const preloads: string[] = [];
    const rest = head
      .replace(MODULE_SCRIPT, (_tag, src: string) => {
        entry = src;
        return '';
      })
      .replace(MODULE_PRELOAD, (_tag, href: string) => {
        preloads.push(href);
        return '';
      });
    if (entry === undefined) return head;
    const code = JSON.stringify({ entry, preloads }).replaceAll('<', '\\u003c');
    return `${rest}<script type="application/json" id="${APP_CODE_ID}">${code}</script><script>${APP_CODE_LOADER}</script>`;
  });
}
