// Issue 10, target 4: the reads at demo size and at scale (10,000 products, 1,000,000 rentals with their
// rounds), each within 1.5× of its demo-size figure. Two databases on one PostgreSQL server, each with its
// own shop server (the compiled bundle, engine jobs off): one as the demo seed leaves it, one filled to
// scale; each call is loaded on the two in alternating rounds, so whatever else the machine does falls on
// both alike.
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { newDatabase } from '../../apps/server/scripts/throwaway-database';
import { DEMO_CUSTOMER } from '../../apps/server/src/db/seed/data/demo-customer';
import { DEMO_STAFF } from '../../apps/server/src/db/seed/data/demo-staff';
import { type RunningServer, startServer } from '../../e2e/support/server';
import { benchPgServer } from './pg-cluster';
import { fillToScale, type ScaleSize } from './scale-fill';

export const SCALE_TARGET = 1.5;

type Side = { name: 'demo' | 'scale'; url: string; db: pg.Client; server: RunningServer };
type Call = { title: string; path: (side: Side) => Promise<string>; auth: 'none' | 'customer' | 'staff' };

async function post(url: string, body: object): Promise<{ access_token: string }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data: { access_token: string } };
  if (!res.ok) throw new Error(`${url} → ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** The demo customer's rental with the most rounds: the longest billing history it can open. */
async function longestRental(db: pg.Client): Promise<number> {
  const { rows } = await db.query<{ id: number }>(`
    select s.id from subscs s join users u on u.id = s.user_id and u.email = 'demo@soridam.kr'
    join record_subscs r on r.subsc_id = s.id group by s.id order by count(*) desc, s.id limit 1`);
  if (!rows[0]) throw new Error('the demo customer has no rental with rounds');
  return rows[0].id;
}

/** The reads, with the parameters the shop's and the console's screens send. */
const CALLS: Call[] = [
  {
    title: 'catalogue list  GET prods?page=1&per_page=30',
    auth: 'none',
    path: async () => '/api/v2/customer/prods?page=1&per_page=30',
  },
  {
    title: "customer's rentals  GET subscs?page=1&per_page=5",
    auth: 'customer',
    path: async () => '/api/v2/customer/subscs?page=1&per_page=5',
  },
  {
    title: 'billing history  GET payments?orderer_id=…&type=bill',
    auth: 'customer',
    path: async (side) =>
      `/api/v2/customer/payments?orderer_id=${await longestRental(side.db)}` +
      '&orderer_type=subscription&per_page=-1&type=bill',
  },
  {
    title: "console's rental list  GET admin/rentals?group=all&page=1",
    auth: 'staff',
    path: async () => '/api/v2/admin/rentals?group=all&page=1&per_page=30',
  },
  {
    // The same customer on both sides (the demo's): at scale, found among 100,000 others.
    title: "console's rental search by name  GET admin/rentals?q=김소리",
    auth: 'staff',
    path: async () =>
      `/api/v2/admin/rentals?group=all&page=1&per_page=30&q=${encodeURIComponent(DEMO_CUSTOMER.name)}`,
  },
  {
    title: "console's customer search by e-mail  GET admin/customers?q=demo@",
    auth: 'staff',
    path: async () => `/api/v2/admin/customers?page=1&per_page=30&q=${encodeURIComponent('demo@')}`,
  },
];

type Load = { requests: number; seconds: number; p50: number; p99: number; errors: number };

async function load(url: string, token: string | null, connections: number, seconds: number): Promise<Load> {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  const r = await autocannon({ url, connections, duration: seconds, headers });
  return {
    requests: r.requests.total,
    seconds: r.duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
  };
}

function total(runs: Load[]) {
  const requests = runs.reduce((n, r) => n + r.requests, 0);
  const seconds = runs.reduce((n, r) => n + r.seconds, 0);
  const p50s = runs.map((r) => r.p50).sort((a, b) => a - b);
  return {
    rps: seconds ? Math.round(requests / seconds) : 0,
    p50: p50s[Math.floor(p50s.length / 2)] ?? 0,
    p99: Math.max(...runs.map((r) => r.p99)),
    errors: runs.reduce((n, r) => n + r.errors, 0),
  };
}

export type ScaleRow = {
  call: string;
  'demo p50 ms': number;
  'demo p99 ms': number;
  'demo req/s': number;
  'scale p50 ms': number;
  'scale p99 ms': number;
  'scale req/s': number;
  ratio: number;
  met: string;
  errors: number;
};

/**
 * At a fixed number of connections, requests/s is the inverse of the mean latency: demo over scale is how
 * many times longer a call takes at scale. Taken round by round (the two sides measured one after the
 * other) and the median kept, so a burst of another process's work in one round does not decide it.
 */
function medianRatio(demo: Load[], scale: Load[]): number {
  const ratios = demo
    .map((d, i) => {
      const s = scale[i];
      return s?.requests ? d.requests / d.seconds / (s.requests / s.seconds) : Number.POSITIVE_INFINITY;
    })
    .sort((a, b) => a - b);
  const mid = ratios.length / 2;
  const median = ratios.length % 2 ? ratios[Math.floor(mid)]! : (ratios[mid - 1]! + ratios[mid]!) / 2;
  return +median.toFixed(2);
}

function row(
  title: string,
  demo: ReturnType<typeof total>,
  scale: ReturnType<typeof total>,
  ratio: number,
): ScaleRow {
  return {
    call: title,
    'demo p50 ms': demo.p50,
    'demo p99 ms': demo.p99,
    'demo req/s': demo.rps,
    'scale p50 ms': scale.p50,
    'scale p99 ms': scale.p99,
    'scale req/s': scale.rps,
    ratio,
    met: ratio <= SCALE_TARGET ? 'met' : 'not met',
    errors: demo.errors + scale.errors,
  };
}

/**
 * The catalogue list as computed after a catalogue write (a kept answer is dropped by every write): the
 * version moved by hand, then one request, `times` times on each side in turn; requests/s is one over the
 * mean time of one request.
 */
async function catalogueMisses(sides: Side[], times: number) {
  const samples = new Map<string, number[]>(sides.map((s) => [s.name, []]));
  for (let i = 0; i < times; i++) {
    for (const side of sides) {
      await side.db.query('update catalog_version set version = version + 1 where id = 1');
      const began = performance.now();
      const res = await fetch(`${side.url}/api/v2/customer/prods?page=1&per_page=30`);
      await res.arrayBuffer();
      samples.get(side.name)!.push(performance.now() - began);
    }
  }
  const figures = (name: string) => {
    const ms = samples.get(name)!.sort((a, b) => a - b);
    const mean = ms.reduce((n, v) => n + v, 0) / ms.length;
    return {
      rps: Math.round(1000 / mean),
      p50: Math.round(ms[Math.floor(ms.length / 2)]!),
      p99: Math.round(ms.at(-1)!),
      errors: 0,
    };
  };
  const demo = figures('demo');
  const scale = figures('scale');
  return row(
    `catalogue list, computed after a write (${times} requests)`,
    demo,
    scale,
    scale.rps ? +(demo.rps / scale.rps).toFixed(2) : Number.POSITIVE_INFINITY,
  );
}

async function sessions(url: string) {
  const customer = await post(`${url}/api/v2/customer/users/auth/login`, {
    email: DEMO_CUSTOMER.email,
    password: DEMO_CUSTOMER.password,
    isLocal: false,
  });
  const admin = DEMO_STAFF.find((s) => s.role === 'admin')!;
  const staff = await post(`${url}/api/v2/admin/auth/login`, {
    email: admin.email,
    password: admin.password,
  });
  return { none: null, customer: customer.access_token, staff: staff.access_token };
}

export async function scaleFigures(options: {
  size: ScaleSize;
  connections: number;
  seconds: number;
  rounds: number;
}): Promise<{ where: string; rows: ScaleRow[]; load: string }> {
  const pgServer = await benchPgServer();
  const suffix = Math.random().toString(36).slice(2, 8);
  const made: { drop: () => Promise<void> }[] = [];
  const sides: Side[] = [];
  try {
    for (const name of ['demo', 'scale'] as const) {
      const database = await newDatabase(pgServer.url, `shop_bench_${name}_${suffix}`);
      made.push(database);
      // Engine jobs off: the measure is the reads, not a billing run catching up on a million rentals.
      const server = await startServer({ DATABASE_URL: database.url, JOBS: 'off', LOG_LEVEL: 'error' });
      const db = new pg.Client({ connectionString: database.url });
      await db.connect();
      sides.push({ name, url: server.url, db, server });
    }
    const [demo, scale] = sides as [Side, Side];
    console.log(
      `  filling ${options.size.products.toLocaleString('en')} products and ` +
        `${options.size.rentals.toLocaleString('en')} rentals…`,
    );
    const began = performance.now();
    await fillToScale(scale.db, options.size);
    console.log(`  filled in ${((performance.now() - began) / 1000).toFixed(0)} s`);
    await demo.db.query('vacuum analyze');

    const tokens = new Map<string, Awaited<ReturnType<typeof sessions>>>();
    for (const side of sides) tokens.set(side.name, await sessions(side.url));
    const loadBefore = loadavg();
    const rows: ScaleRow[] = [];
    for (const call of CALLS) {
      const paths = new Map<string, string>();
      for (const side of sides) paths.set(side.name, await call.path(side));
      const runs = new Map<string, Load[]>(sides.map((s) => [s.name, []]));
      const loadOn = (side: Side, seconds: number) =>
        load(
          `${side.url}${paths.get(side.name)}`,
          tokens.get(side.name)![call.auth],
          options.connections,
          seconds,
        );
      for (const side of sides) await loadOn(side, 1);
      for (let round = 0; round < options.rounds; round++) {
        for (const side of sides) runs.get(side.name)!.push(await loadOn(side, options.seconds));
      }
      const [demoRuns, scaleRuns] = [runs.get('demo')!, runs.get('scale')!];
      rows.push(row(call.title, total(demoRuns), total(scaleRuns), medianRatio(demoRuns, scaleRuns)));
    }
    rows.push(await catalogueMisses(sides, 15));
    const loadAfter = loadavg();
    return {
      where: pgServer.where,
      rows,
      load: `${loadBefore.map((l) => l.toFixed(1)).join(' ')} before, ${loadAfter.map((l) => l.toFixed(1)).join(' ')} after`,
    };
  } finally {
    for (const side of sides) {
      await side.db.end();
      await side.server.stop();
    }
    for (const database of made) await database.drop();
    await pgServer.stop();
  }
}
