// The checkout path under load: a few customers signed up with a card each on the simulator, then many complete
// checkouts (orders → first instalment → rentals), a few at a time, each by a customer of its own, over real HTTP.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { PURCHASE_REQUIRED_DOC_SLUGS, SIGNUP_REQUIRED_DOC_SLUGS } from '@shop/domain/codes/doc-slug';
import { startCpuMeter } from './cpu-meter';

type Json = Record<string, unknown> & { data?: unknown };

// One keep-alive agent for the run: the load generator shares the machine's two cores with the server and
// the database, and `fetch` cost it 5 to 7 ms of CPU a checkout (three calls) where this costs 1.5 to 2.5.
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function call<T = never>(
  api: string,
  token: string | null,
  method: string,
  path: string,
  body?: object,
  idempotencyKey?: string,
) {
  const payload = body ? JSON.stringify(body) : undefined;
  return new Promise<T>((resolve, reject) => {
    const req = http.request(
      `${api}/${path}`,
      {
        method,
        agent,
        // As a browser asks, so the server compresses what it would compress for the app.
        headers: {
          'accept-encoding': 'gzip',
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          try {
            const raw = Buffer.concat(chunks);
            const text = (res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString(
              'utf8',
            );
            const json = JSON.parse(text) as Json;
            const status = res.statusCode ?? 0;
            if (status < 200 || status >= 300) {
              reject(new Error(`${method} ${path} → ${status} ${JSON.stringify(json)}`));
            } else resolve(json.data as T);
          } catch (error) {
            reject(error);
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

type Unit = { prodId: number; colourId: number; subscCatId: number; optId: number };

type Shopper = { token: string; spotId: number; cardId: number };

/**
 * A customer of the bench's own: signed up through the identity simulator, with an address in the installable
 * area and a card registered on the simulator (4242, which approves).
 */
async function newShopper(api: string, n: number): Promise<Shopper> {
  const stamp = `${Date.now()}${n}`;
  const password = 'bench1234!';
  const mobile = `010${stamp.slice(-8)}`;
  const { verif_id } = await call<{ verif_id: string }>(
    api,
    null,
    'GET',
    'users/noticeMsgVerifReq?type=register',
  );
  await call(api, null, 'POST', 'sim/identity', { verif_id, name: '김벤치', phoneNo: mobile });
  const signupDocs: { id: number }[] = await call(
    api,
    null,
    'GET',
    `docs?slugs=${SIGNUP_REQUIRED_DOC_SLUGS.join(',')}&per_page=-1`,
  );
  const user: { access_token: string } = await call(api, null, 'POST', 'users', {
    email: `bench.${stamp}@example.com`,
    password,
    passwordConfirm: password,
    verif_id,
    doc_confirmables: signupDocs.map((doc) => ({ doc_id: doc.id, state: 100 })),
  });
  const token = user.access_token;
  const spot: { id: number } = await call(api, token, 'POST', 'spots', {
    name: '김벤치',
    tel: mobile,
    addr_code: '06236',
    addr: '서울 강남구 테헤란로 1',
    addr_desc: '101호',
    state: 100,
  });
  const start: { issue_id: string } = await call(api, token, 'POST', 'payments/billAuth');
  await call(api, null, 'POST', 'sim/pg/billing-key', {
    issue_id: start.issue_id,
    card_number: '4242424242424242',
    expiry: '1239',
    birth: '900101',
    pwd_2digit: '12',
  });
  const card: { id: number } = await call(api, token, 'POST', 'payments/billAuth/confirm', {
    issue_id: start.issue_id,
  });
  return { token, spotId: spot.id, cardId: card.id };
}

type Detail = {
  id: number;
  state_provide: number;
  prod_stocks_qty_color: { prod_opt_type_color_id: number | null; countAvail: number }[];
  prod_conns_conns?: { id: number }[];
  subsc_cat: {
    id: number;
    subsc_cat_opts: { id: number; val: number; prod_subsc_cat_opts?: unknown[] }[];
  } | null;
};

/**
 * Units that can be ordered now: every colour with free stock, for the 12-month option of its category; not
 * the add-ons (an accessory is not rented alone).
 */
async function orderableUnits(api: string): Promise<Unit[]> {
  const prods: { id: number }[] = await call(api, null, 'GET', 'prods?per_page=-1&type_conn=200');
  const details: Detail[] = [];
  for (const p of prods) details.push(await call(api, null, 'GET', `prods/${p.id}`));
  const addOns = new Set(details.flatMap((d) => (d.prod_conns_conns ?? []).map((c) => c.id)));
  const units: Unit[] = [];
  for (const detail of details) {
    const opt = detail.subsc_cat?.subsc_cat_opts.find((o) => o.val === 12 && o.prod_subsc_cat_opts?.length);
    if (!opt || detail.state_provide !== 100 || !detail.subsc_cat || addOns.has(detail.id)) continue;
    for (const s of detail.prod_stocks_qty_color) {
      if (s.prod_opt_type_color_id === null) continue;
      for (let i = 0; i < s.countAvail; i++) {
        units.push({
          prodId: detail.id,
          colourId: s.prod_opt_type_color_id,
          subscCatId: detail.subsc_cat.id,
          optId: opt.id,
        });
      }
    }
  }
  return units;
}

export type CheckoutFigures = {
  checkouts: number;
  concurrency: number;
  'orders/s': number;
  'p50 ms': number;
  'p95 ms': number;
  /** The median of each of the three calls: where a checkout's time goes. */
  'purOrders p50': number;
  'payments p50': number;
  'subscs p50': number;
  failures: number;
  /**
   * CPU time per checkout, over the checkouts only: the server's process, PostgreSQL's processes on this
   * machine (absent on the embedded database, which runs inside the server) and the bench's own client.
   */
  'server CPU ms'?: number;
  'database CPU ms'?: number;
  'bench CPU ms'?: number;
  /** The first failure's message, so that a failing run says why. */
  'first failure'?: string;
};

function percentile(sorted: number[], p: number): number {
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN);
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

/**
 * `rounds` rounds of `count` checkouts each, `concurrency` at a time, by the same customers on fresh units:
 * a row per round and the median of each figure over the rounds (on a shared machine one round can be
 * half as fast as the next; the median says what the code does).
 */
export async function checkoutFigures(
  baseUrl: string,
  count: number,
  concurrency: number,
  rounds: number,
  /**
   * The server's process, and whether it runs on a PostgreSQL server of this machine: with it, the figures
   * say where the checkouts' CPU went.
   */
  cpuOf?: { serverPid: number; postgres: boolean },
): Promise<(CheckoutFigures & { round: string })[]> {
  const api = `${baseUrl}/api/v2/customer`;
  const docs: { id: number }[] = await call(
    api,
    null,
    'GET',
    `docs?slugs=${PURCHASE_REQUIRED_DOC_SLUGS.join(',')}&per_page=-1`,
  );
  // One customer per checkout in flight, as in a real shop: a customer's new order takes the place of their
  // unpaid one (decision 010), so one customer's parallel checkouts would undo each other.
  const shoppers: Shopper[] = [];
  for (let n = 0; n < concurrency; n++) shoppers.push(await newShopper(api, n));
  const units = await orderableUnits(api);
  const rows: (CheckoutFigures & { round: string })[] = [];
  for (let round = 0; round < rounds; round++) {
    const slice = units.slice(round * count, (round + 1) * count);
    if (slice.length === 0) break;
    rows.push({
      round: String(round + 1),
      ...(await checkoutRound(api, shoppers, docs, slice, cpuOf)),
    });
  }
  agent.destroy();
  if (rows.length > 1) rows.push({ ...medianRow(rows), round: 'median' });
  return rows;
}

/** Each numeric figure's median over the rounds; the first failure of any round. */
function medianRow(rows: CheckoutFigures[]): CheckoutFigures {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(rows[0]!) as (keyof CheckoutFigures)[]) {
    const values = rows.map((r) => r[key]).filter((v): v is number => typeof v === 'number');
    // The middle value over the rounds, not rounded: orders/s keeps its tenth.
    if (values.length > 0) out[key] = [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  }
  const failure = rows.find((r) => r['first failure'])?.['first failure'];
  return { ...(out as CheckoutFigures), ...(failure ? { 'first failure': failure } : {}) };
}

async function checkoutRound(
  api: string,
  shoppers: Shopper[],
  docs: { id: number }[],
  units: Unit[],
  cpuOf: { serverPid: number; postgres: boolean } | undefined,
): Promise<CheckoutFigures> {
  const concurrency = shoppers.length;
  const latencies: number[] = [];
  const steps = { purOrders: [] as number[], payments: [] as number[], subscs: [] as number[] };
  let failures = 0;
  let firstFailure: string | undefined;
  let next = 0;
  const cpuSpent = cpuOf ? startCpuMeter(cpuOf.serverPid, cpuOf.postgres) : null;
  const began = performance.now();
  const worker = async (_: unknown, index: number) => {
    const { token, spotId, cardId } = shoppers[index]!;
    while (next < units.length) {
      const unit = units[next++]!;
      const t0 = performance.now();
      try {
        const item = {
          local_id: `bench-${Math.random().toString(36).slice(2)}`,
          cartable_id: unit.prodId,
          cartable_type: 800,
          options: {
            prod_opts_select: [unit.colourId],
            subsc_cat: { id: unit.subscCatId, subsc_cat_opt_id: unit.optId, val: 12 },
          },
        };
        // An Idempotency-Key on each of the three calls, as the app sends them (run-checkout.ts).
        const orders: { id: number }[] = await call(
          api,
          token,
          'POST',
          'purOrders',
          { items: [item], spot_id: spotId },
          randomUUID(),
        );
        const t1 = performance.now();
        const payment: { id: number; state: number } = await call(
          api,
          token,
          'POST',
          'payments',
          {
            pur_orders: orders.map((o) => o.id),
            payment_bill_auth_id: cardId,
            doc_ids: docs.map((d) => d.id),
          },
          randomUUID(),
        );
        if (payment.state !== 640) throw new Error(`payment state ${payment.state}`);
        const t2 = performance.now();
        await call(api, token, 'POST', 'subscs', { payment_id: payment.id }, randomUUID());
        const t3 = performance.now();
        latencies.push(t3 - t0);
        steps.purOrders.push(t1 - t0);
        steps.payments.push(t2 - t1);
        steps.subscs.push(t3 - t2);
      } catch (error) {
        failures++;
        firstFailure ??= error instanceof Error ? error.message.slice(0, 160) : String(error);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - began) / 1000;
  const cpu = cpuSpent?.();
  const perCheckout = (ms: number | null | undefined) =>
    ms === null || ms === undefined ? undefined : +(ms / Math.max(1, latencies.length)).toFixed(1);
  latencies.sort((a, b) => a - b);
  return {
    checkouts: latencies.length,
    concurrency,
    'orders/s': +(latencies.length / seconds).toFixed(1),
    'p50 ms': percentile(latencies, 0.5),
    'p95 ms': percentile(latencies, 0.95),
    'purOrders p50': median(steps.purOrders),
    'payments p50': median(steps.payments),
    'subscs p50': median(steps.subscs),
    failures,
    ...(cpu
      ? {
          'server CPU ms': perCheckout(cpu.server),
          ...(cpu.database === null ? {} : { 'database CPU ms': perCheckout(cpu.database) }),
          'bench CPU ms': perCheckout(cpu.bench),
        }
      : {}),
    ...(firstFailure ? { 'first failure': firstFailure } : {}),
  };
}
