// Measures speed, it does not test it: catalog calls under load from this (second) process, and the gzip
// size of the JavaScript the home route makes a phone download. Run with `npm run bench` after `npm run build`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../e2e/support/chromium';
import { startServer } from '../e2e/support/server';
import { FAV_INIT_MARKER } from '../packages/domain/src/codes/fav-init';
import { billingFigures } from './bench/billing-bench';
import { checkoutFigures } from './bench/checkout-bench';
import { lighthouseFigures } from './bench/lighthouse-run';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const webDist = path.resolve('apps/web/dist');

async function load(url: string, title: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  return {
    call: title,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function homeJavaScript(baseUrl: string) {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
  // A returning visitor: a first visit is sent on to the quiz intro, whose code is not home's.
  await page.addInitScript(`localStorage.setItem('${FAV_INIT_MARKER}', '1')`);
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

/** The engine's monthly billing run: BENCH_BILLING rentals due at once, the test PG answering after 300 ms. */
async function billingRun() {
  const count = Number(process.env.BENCH_BILLING ?? 10_000);
  const concurrency = Number(process.env.BENCH_BILLING_CONCURRENCY ?? 100);
  console.log(`\nMonthly billing run: ${count} rentals due, the test PG answering each charge after 300 ms:`);
  console.table([await billingFigures(count, 300, concurrency)]);
}

async function main() {
  if (process.env.BENCH_ONLY === 'billing') return billingRun();
  await billingRun();
  const server = await startServer({ LOG_LEVEL: 'error' });
  try {
    const api = `${server.url}/api/v2/customer`;
    const firstProd = (await (await fetch(`${api}/prods?per_page=1`)).json()) as { data: { id: number }[] };
    const prodId = firstProd.data[0]?.id ?? 1;
    const rows = [];
    for (const [url, title] of [
      [`${api}/prodCats?per_page=-1`, 'GET prodCats?per_page=-1'],
      [`${api}/prods?per_page=30`, 'GET prods?per_page=30'],
      [`${api}/prods/${prodId}`, `GET prods/${prodId}`],
      [`${api}/tags?per_page=-1`, 'GET tags?per_page=-1'],
      [`${api}/subscCats`, 'GET subscCats'],
    ] as const) {
      rows.push(await load(url, title));
    }
    const engine = process.env.DATABASE_URL ? 'PostgreSQL at DATABASE_URL' : 'embedded PGlite';
    console.log(`\nCatalog calls, ${CONNECTIONS} connections for ${DURATION_S} s each (${engine}):`);
    console.table(rows);
    const checkouts = Number(process.env.BENCH_CHECKOUTS ?? 60);
    console.log(`\nCheckout path (orders → first instalment → rentals), simulator gateway:`);
    console.table([await checkoutFigures(server.url, checkouts, 4)]);

    const js = await homeJavaScript(server.url);
    console.log('\nHome route JavaScript on a phone:');
    console.table([{ route: '/customer_v2/', ...js }]);
    // A returning visitor: on a first visit home sends to the quiz intro, which is not what is measured here.
    const app = `${server.url}/customer_v2`;
    const returning = { [FAV_INIT_MARKER]: '1' };
    const lighthouse = await lighthouseFigures([
      { name: 'home /', url: `${app}/`, storage: returning },
      { name: 'list /prods?prod_cat_id=1', url: `${app}/prods?prod_cat_id=1`, storage: returning },
      { name: `detail /prods/${prodId}`, url: `${app}/prods/${prodId}`, storage: returning },
    ]);
    console.log('\nLighthouse, mobile (simulated slow 4G, mid-range phone):');
    console.table(lighthouse);
  } finally {
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
