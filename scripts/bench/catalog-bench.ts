// Issue 10, target 1: each catalogue read under load, side by side with a bare Node server (its own process)
// sending the very same bytes, in the same run, so the ratio holds on a busy machine whose absolute figures
// move from run to run. Target: the shop at ≥ 40 % of the bare server's requests/s, p99 ≤ 25 ms.
import { type ChildProcess, fork } from 'node:child_process';
import { get } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));

export const CATALOG_TARGET = { ratio: 0.4, p99Ms: 25 };

type Call = { title: string; path: string };

async function firstId(api: string, path: string): Promise<number> {
  const res = await fetch(`${api}/${path}`);
  const json = (await res.json()) as { data: { id: number }[] };
  const id = json.data[0]?.id;
  if (id === undefined) throw new Error(`no row in ${path}`);
  return id;
}

/** The catalogue calls the storefront makes, with the filters its screens use, on the demo data. */
export async function catalogCalls(api: string): Promise<Call[]> {
  const [prodId, catId, tagId, faqId] = await Promise.all([
    firstId(api, 'prods?per_page=1'),
    firstId(api, 'prodCats?per_page=1'),
    firstId(api, 'tags?per_page=1'),
    firstId(api, 'forums?type=100&per_page=1'),
  ]);
  return [
    'prods?page=1&per_page=30',
    `prods?prod_cat_id=${catId}&page=1&per_page=30`,
    `prods?tag_id=${tagId}&page=1&per_page=30`,
    `prods/${prodId}`,
    'prodCats?per_page=-1',
    'prodCats?prods_simple=1&prods_count_gt=0&per_page=-1',
    'featds?per_page=-1',
    'tags?per_page=-1',
    'subscCats',
    'forums?type=100&per_page=-1',
    `forums/${faqId}`,
  ].map((p) => ({ title: `GET ${p}`, path: `/api/v2/customer/${p}` }));
}

type Answer = { path: string; contentType: string; contentEncoding: string | null; body: Buffer };

/** The bytes the shop sends for a call (compressed when `acceptEncoding` asks), as they come off the wire. */
function rawAnswer(url: string, acceptEncoding: string | undefined): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        if (res.statusCode !== 200) return reject(new Error(`${url} → ${res.statusCode}`));
        resolve({
          path: new URL(url).pathname + new URL(url).search,
          contentType: res.headers['content-type'] ?? 'application/json',
          contentEncoding: (res.headers['content-encoding'] as string | undefined) ?? null,
          body: Buffer.concat(chunks),
        });
      });
    }).on('error', reject);
  });
}

async function startBareServer(answers: Answer[]) {
  const child: ChildProcess = fork(path.join(here, 'bare-server.ts'), [], {
    // TypeScript through tsx's loader, like the bench itself; no other flag of this process.
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m: { port: number }) => resolve(m.port));
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
    child.send({ answers: answers.map((a) => ({ ...a, body: a.body.toString('base64') })) });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

type Load = { requests: number; seconds: number; p99: number; errors: number };

async function load(
  url: string,
  connections: number,
  seconds: number,
  acceptEncoding: string | undefined,
): Promise<Load> {
  const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : undefined;
  const r = await autocannon({ url, connections, duration: seconds, ...(headers ? { headers } : {}) });
  return {
    requests: r.requests.total,
    seconds: r.duration,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
  };
}

/** Runs of one side added up: requests/s over all of them, and the worst run's p99. */
function total(runs: Load[]) {
  const requests = runs.reduce((n, r) => n + r.requests, 0);
  const seconds = runs.reduce((n, r) => n + r.seconds, 0);
  return {
    rps: seconds ? Math.round(requests / seconds) : 0,
    p99: Math.max(...runs.map((r) => r.p99)),
    errors: runs.reduce((n, r) => n + r.errors, 0),
  };
}

export type CatalogRow = {
  call: string;
  bytes: number;
  'shop req/s': number;
  'shop p99 ms': number;
  'bare req/s': number;
  'bare p99 ms': number;
  ratio: number;
  target: string;
  errors: number;
};

/**
 * For each call: its answer read once (the bytes the bare server will send), then, after a second of each to
 * warm up, the shop and the bare server loaded in turn `rounds` times, `connections` at once for `seconds`
 * each: whatever else the machine is doing falls on both sides alike. With `acceptEncoding` (what a browser
 * sends, e.g. `gzip, deflate, br`) both are asked for, and send, the compressed bytes.
 */
export async function catalogFigures(
  baseUrl: string,
  options: { connections: number; seconds: number; rounds: number; acceptEncoding?: string | undefined },
): Promise<CatalogRow[]> {
  const calls = await catalogCalls(`${baseUrl}/api/v2/customer`);
  const encoding = options.acceptEncoding;
  const answers: Answer[] = [];
  for (const call of calls) answers.push(await rawAnswer(`${baseUrl}${call.path}`, encoding));
  const bare = await startBareServer(answers);
  const rows: CatalogRow[] = [];
  try {
    for (const [i, call] of calls.entries()) {
      // Warm both (a cold cache, JIT) before measuring.
      await load(`${baseUrl}${call.path}`, options.connections, 1, encoding);
      await load(`${bare.url}${call.path}`, options.connections, 1, encoding);
      const shopRuns: Load[] = [];
      const bareRuns: Load[] = [];
      for (let round = 0; round < options.rounds; round++) {
        shopRuns.push(await load(`${baseUrl}${call.path}`, options.connections, options.seconds, encoding));
        bareRuns.push(await load(`${bare.url}${call.path}`, options.connections, options.seconds, encoding));
      }
      const shop = total(shopRuns);
      const base = total(bareRuns);
      const ratio = base.rps ? +(shop.rps / base.rps).toFixed(2) : 0;
      const met = ratio >= CATALOG_TARGET.ratio && shop.p99 <= CATALOG_TARGET.p99Ms;
      rows.push({
        call: call.title,
        bytes: answers[i]?.body.length ?? 0,
        'shop req/s': shop.rps,
        'shop p99 ms': shop.p99,
        'bare req/s': base.rps,
        'bare p99 ms': base.p99,
        ratio,
        target: met ? 'met' : 'not met',
        errors: shop.errors + base.errors,
      });
    }
  } finally {
    await bare.stop();
  }
  return rows;
}
