// Measures speed, it does not test it: catalogue calls under load from this (second) process beside a bare
// Node server sending the same bytes, and the gzip size of the JavaScript the home route makes a phone
// download. Run with `npm run bench` after `npm run build` (BENCH_ONLY=catalog stops after the catalogue);
// `npm run bench -- --scale` measures the catalogue, rental, billing and console reads at demo size and at 10,000 products and 1,000,000 rentals.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../e2e/support/chromium';
import { startServer } from '../e2e/support/server';
import { FAV_INIT_COOKIE, FAV_INIT_MARKER } from '../packages/domain/src/codes/fav-init';
import { billingFigures } from './bench/billing-bench';
import { CATALOG_TARGET, catalogFigures } from './bench/catalog-bench';
import { checkoutFigures } from './bench/checkout-bench';
import { type LighthouseFigures, lighthouseFigures } from './bench/lighthouse-run';
import { SCALE_TARGET, scaleFigures } from './bench/scale-bench';

// Issue 10 measures the catalogue at 100 connections: each call beside its baseline, in alternating rounds.
const CATALOG_SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CATALOG_ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CATALOG_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
/** Accept-Encoding of the catalogue calls: none by default (the issue's baseline); `gzip, br` as a browser. */
const CATALOG_ENCODING = process.env.BENCH_ACCEPT_ENCODING || undefined;
const webDist = path.resolve('apps/web/dist');

async function homeJavaScript(baseUrl: string) {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
  // A returning visitor: a first visit is sent on to the quiz intro, whose code is not home's.
  await page.addInitScript(`localStorage.setItem('${FAV_INIT_MARKER}', '1')`);
  await page.context().addCookies([{ name: FAV_INIT_COOKIE, value: '1', url: baseUrl }]);
  const scripts = new Set<string>();
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.add(new URL(req.url()).pathname);
  });
  await page.goto(`${baseUrl}/customer_v2/`, { waitUntil: 'networkidle' });
  await browser.close();
  let raw = 0;
  let gzip = 0;
  for (const pathname of scripts) {
    const file = readFileSync(path.join(webDist, pathname.replace(/^\/customer_v2\//, '')));
    raw += file.length;
    gzip += gzipSync(file, { level: 9 }).length;
  }
  return { files: scripts.size, rawKb: +(raw / 1024).toFixed(1), gzipKb: +(gzip / 1024).toFixed(1) };
}

/** Lighthouse's median of this many audits per page (issue 10: the median of 3). */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const LIGHTHOUSE_TARGET = 98;

/** The first screens on a phone: home's JavaScript, and Lighthouse's mobile audit (median of each figure). */
async function firstLoadRun(baseUrl: string, prodId: number) {
  const js = await homeJavaScript(baseUrl);
  console.log('\nHome route JavaScript on a phone (target ≤ 80 KB gzip):');
  console.table([{ route: '/customer_v2/', ...js }]);
  // A returning visitor, except on the quiz intro: a first visit to home is sent on to it.
  const app = `${baseUrl}/customer_v2`;
  const returning = { storage: { [FAV_INIT_MARKER]: '1' }, cookies: [`${FAV_INIT_COOKIE}=1`] };
  const pages = [
    { name: 'home /', url: `${app}/`, ...returning },
    { name: 'list /prods?prod_cat_id=1', url: `${app}/prods?prod_cat_id=1`, ...returning },
    { name: `detail /prods/${prodId}`, url: `${app}/prods/${prodId}`, ...returning },
    { name: 'cart /carts', url: `${app}/carts`, ...returning },
    { name: 'quiz intro, first visit /', url: `${app}/` },
  ];
  // Each page twice in every run, with its code and without (the same run's baseline: what this machine's
  // Chromium spends on the server's HTML, styles and pictures alone).
  const audits = pages.flatMap((page) => [page, { ...page, scriptsOff: true }]);
  const runs: LighthouseFigures[][] = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await lighthouseFigures(audits));
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const rows = pages.map((page, i) => {
    const of = (key: 'score' | 'LCP ms' | 'TBT ms' | 'CLS' | 'FCP ms', audit = 2 * i) =>
      median(runs.map((run) => run[audit]![key]));
    const score = of('score');
    const withoutCode = { score: of('score', 2 * i + 1), tbt: of('TBT ms', 2 * i + 1) };
    return {
      page: page.name,
      score,
      met: score >= LIGHTHOUSE_TARGET ? 'yes' : 'no',
      'LCP ms': of('LCP ms'),
      'TBT ms': of('TBT ms'),
      CLS: of('CLS'),
      'FCP ms': of('FCP ms'),
      'scripts off: score': withoutCode.score,
      'scripts off: TBT ms': withoutCode.tbt,
    };
  });
  console.log(
    `\nLighthouse, mobile (simulated slow 4G, mid-range phone), median of ${LIGHTHOUSE_RUNS}, target ${LIGHTHOUSE_TARGET};` +
      ' beside each page, the same page with every script file refused (the baseline of this run):',
  );
  console.table(rows);
}

/** The engine's monthly billing run: BENCH_BILLING rentals due at once, the test PG answering after 300 ms. */
async function billingRun() {
  const count = Number(process.env.BENCH_BILLING ?? 10_000);
  const concurrency = Number(process.env.BENCH_BILLING_CONCURRENCY ?? 100);
  console.log(`\nMonthly billing run: ${count} rentals due, the test PG answering each charge after 300 ms:`);
  console.table([await billingFigures(count, 300, concurrency)]);
}

/** Issue 10, target 4: the reads on a database at demo size and on one filled to scale, side by side. */
async function scaleRun() {
  const size = {
    products: Number(process.env.BENCH_SCALE_PRODUCTS ?? 10_000),
    rentals: Number(process.env.BENCH_SCALE_RENTALS ?? 1_000_000),
    rentalsPerCustomer: 10,
  };
  const connections = Number(process.env.BENCH_SCALE_CONNECTIONS ?? 10);
  const seconds = Number(process.env.BENCH_SCALE_SECONDS ?? 2);
  const rounds = Number(process.env.BENCH_SCALE_ROUNDS ?? 6);
  console.log(
    `\nScale: demo size beside ${size.products.toLocaleString('en')} products and` +
      ` ${size.rentals.toLocaleString('en')} rentals with their rounds:`,
  );
  const { where, rows, load } = await scaleFigures({ size, connections, seconds, rounds });
  console.log(
    `\n${where}; ${connections} connections, ${rounds} alternating rounds of ${seconds} s on each database;` +
      ` ratio = the median over the rounds of demo req/s ÷ scale req/s (target ≤ ${SCALE_TARGET});` +
      ` load average ${load}:`,
  );
  console.table(rows);
}

/** Issue 10, target 1: each catalogue call beside a bare server sending the same bytes, in alternating rounds. */
async function catalogRun(url: string) {
  const engine = process.env.DATABASE_URL ? 'PostgreSQL at DATABASE_URL' : 'embedded PGlite';
  console.log(
    `\nCatalogue reads (${engine}${CATALOG_ENCODING ? `, Accept-Encoding: ${CATALOG_ENCODING}` : ''}),` +
      ` ${CATALOG_CONNECTIONS} connections, ${CATALOG_ROUNDS} rounds of` +
      ` ${CATALOG_SECONDS} s each beside a bare Node server sending the same bytes in this run` +
      ` (target: ratio ≥ ${CATALOG_TARGET.ratio}, shop p99 ≤ ${CATALOG_TARGET.p99Ms} ms):`,
  );
  console.table(
    await catalogFigures(url, {
      connections: CATALOG_CONNECTIONS,
      seconds: CATALOG_SECONDS,
      rounds: CATALOG_ROUNDS,
      acceptEncoding: CATALOG_ENCODING,
    }),
  );
}

async function main() {
  if (process.argv.includes('--scale') || process.env.BENCH_ONLY === 'scale') return scaleRun();
  if (process.env.BENCH_ONLY === 'billing') return billingRun();
  if (!['catalog', 'checkout', 'firstload'].includes(process.env.BENCH_ONLY ?? '')) await billingRun();
  // BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROF;
  const server = await startServer(
    { LOG_LEVEL: 'error' },
    profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profile)}`] : [],
  );
  try {
    const api = `${server.url}/api/v2/customer`;
    if (process.env.BENCH_ONLY === 'firstload') return await firstLoadRun(server.url, 1);
    const firstProd = (await (await fetch(`${api}/prods?per_page=1`)).json()) as { data: { id: number }[] };
    const prodId = firstProd.data[0]?.id ?? 1;
    if (process.env.BENCH_ONLY !== 'checkout') await catalogRun(server.url);
    if (process.env.BENCH_ONLY === 'catalog') return;
    const checkouts = Number(process.env.BENCH_CHECKOUTS ?? 60);
    const concurrency = Number(process.env.BENCH_CHECKOUT_CONCURRENCY ?? 4);
    const rounds = Number(process.env.BENCH_CHECKOUT_ROUNDS ?? 3);
    console.log(
      `\nCheckout path (orders → first instalment → rentals), simulator gateway, ${rounds} rounds of ${checkouts}:`,
    );
    console.table(
      await checkoutFigures(server.url, checkouts, concurrency, rounds, {
        serverPid: server.pid,
        postgres: Boolean(process.env.DATABASE_URL),
      }),
    );
    if (process.env.BENCH_ONLY === 'checkout') return;

    await firstLoadRun(server.url, prodId);
  } finally {
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
