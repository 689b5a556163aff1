import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromiumPath } from '../../e2e/support/chromium';

export type LighthouseFigures = {
  page: string;
  score: number;
  'LCP ms': number;
  'TBT ms': number;
  CLS: number;
  'FCP ms': number;
};

export type LighthousePage = {
  name: string;
  url: string;
  /** localStorage entries a returning visitor has (for example the quiz-intro marker). */
  storage?: Record<string, string>;
  /** Cookies (`name=value`) a returning visitor has (the first-visit cookie the server reads). */
  cookies?: string[];
  /**
   * Every script file refused (Lighthouse's `blockedUrlPatterns`): the page as the server sent it, HTML, styles
   * and pictures, without the app's code. The inline head scripts still run. The same run's baseline for what
   * the app's code adds, as the bare server is the catalogue's.
   */
  scriptsOff?: boolean;
};

/** BENCH_LIGHTHOUSE_REPORTS=<folder> keeps each audit's whole report (its long tasks, request chains) to read. */
const REPORTS_DIR = process.env.BENCH_LIGHTHOUSE_REPORTS;
let reportCount = 0;

/** Tries a page at most this often: Lighthouse now and then loses the trace (NO_NAVSTART) and says to run again. */
const AUDIT_TRIES = 3;

async function audited(url: string, port: number, scriptsOff: boolean) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      blockedUrlPatterns: scriptsOff ? ['*.js'] : [],
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
      disableStorageReset: true,
    });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    const { runtimeError } = result.lhr;
    if (!runtimeError) return result.lhr;
    if (attempt === AUDIT_TRIES) throw new Error(`lighthouse failed on ${url}: ${runtimeError.message}`);
    console.warn(`lighthouse: ${runtimeError.code} on ${url}, trying again`);
  }
}

/**
 * Lighthouse's mobile performance audit (its default: a mid-range phone on a slow 4G link) of each page.
 * Before each audit the page's origin gets the localStorage of a returning visitor (through puppeteer on the
 * same Chromium), and Lighthouse is told to keep storage; the HTTP cache is cleared by hand so every load is cold.
 */
export async function lighthouseFigures(pages: LighthousePage[]): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const rows: LighthouseFigures[] = [];
    for (const page of pages) {
      const prep = await browser.newPage();
      await prep.goto(new URL(page.url).origin);
      // Runs in the page: the script's own tsconfig has no DOM types, so the page's storage is reached untyped.
      await prep.evaluate(
        (entries: Record<string, string>, cookies: string[]) => {
          const { localStorage: storage, document } = globalThis as unknown as {
            localStorage: { clear(): void; setItem(k: string, v: string): void };
            document: { cookie: string };
          };
          storage.clear();
          for (const [k, v] of Object.entries(entries)) storage.setItem(k, v);
          for (const cookie of document.cookie.split(';')) {
            const name = cookie.split('=')[0]?.trim();
            if (name) document.cookie = `${name}=; path=/customer_v2; max-age=0`;
          }
          for (const cookie of cookies) document.cookie = `${cookie}; path=/customer_v2`;
        },
        page.storage ?? {},
        page.cookies ?? [],
      );
      const cdp = await prep.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await prep.close();
      const lhr = await audited(page.url, chrome.port, page.scriptsOff ?? false);
      if (REPORTS_DIR) {
        mkdirSync(REPORTS_DIR, { recursive: true });
        const name = `${page.name}${page.scriptsOff ? ' scripts off' : ''}`;
        const file = `${++reportCount}-${name.replace(/[^a-z0-9]+/gi, '-')}.json`;
        writeFileSync(join(REPORTS_DIR, file), JSON.stringify(lhr));
      }
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      rows.push({
        page: page.name,
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        'LCP ms': Math.round(audit('largest-contentful-paint')),
        'TBT ms': Math.round(audit('total-blocking-time')),
        CLS: +audit('cumulative-layout-shift').toFixed(3),
        'FCP ms': Math.round(audit('first-contentful-paint')),
      });
    }
    return rows;
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}
