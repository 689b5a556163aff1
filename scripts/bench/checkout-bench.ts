// The checkout path under load: card registered once on the test-PG simulator, then many complete
// checkouts (orders → first instalment → rentals) by the demo customer, a few at a time, over real HTTP.
type Json = Record<string, unknown> & { data?: unknown };

async function call(api: string, token: string | null, method: string, path: string, body?: object) {
  const res = await fetch(`${api}/${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as Json;
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(json)}`);
  return json.data as never;
}

type Unit = { prodId: number; colourId: number; subscCatId: number; optId: number };

/** Units that can be ordered now: every colour with free stock, for the 12-month option of its category. */
async function orderableUnits(api: string): Promise<Unit[]> {
  const prods: { id: number; type_conn: number }[] = await call(
    api,
    null,
    'GET',
    'prods?per_page=-1&type_conn=200',
  );
  const units: Unit[] = [];
  for (const p of prods) {
    const detail: {
      state_provide: number;
      prod_stocks_qty_color: { prod_opt_type_color_id: number | null; countAvail: number }[];
      subsc_cat: {
        id: number;
        subsc_cat_opts: { id: number; val: number; prod_subsc_cat_opts?: unknown[] }[];
      } | null;
    } = await call(api, null, 'GET', `prods/${p.id}`);
    const opt = detail.subsc_cat?.subsc_cat_opts.find((o) => o.val === 12 && o.prod_subsc_cat_opts?.length);
    if (!opt || detail.state_provide !== 100 || !detail.subsc_cat) continue;
    for (const s of detail.prod_stocks_qty_color) {
      if (s.prod_opt_type_color_id === null) continue;
      for (let i = 0; i < s.countAvail; i++) {
        units.push({
          prodId: p.id,
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
  failures: number;
};

export async function checkoutFigures(
  baseUrl: string,
  count: number,
  concurrency: number,
): Promise<CheckoutFigures> {
  const api = `${baseUrl}/api/v2/customer`;
  const login: { access_token: string } = await call(api, null, 'POST', 'users/auth/login', {
    email: 'demo@soridam.kr',
    password: 'demo1234!',
    isLocal: false,
  });
  const token = login.access_token;
  const spots: { id: number; state: number }[] = await call(api, token, 'GET', 'spots?per_page=-1');
  const spotId = (spots.find((s) => s.state === 100) ?? spots[0])!.id;
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
  const docs: { id: number }[] = await call(
    api,
    null,
    'GET',
    'docs?slugs=term-e-commerce,term-third-party&per_page=-1',
  );
  const units = (await orderableUnits(api)).slice(0, count);

  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const began = performance.now();
  const worker = async () => {
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
        const orders: { id: number }[] = await call(api, token, 'POST', 'purOrders', {
          items: [item],
          spot_id: spotId,
        });
        const payment: { id: number; state: number } = await call(api, token, 'POST', 'payments', {
          pur_orders: orders.map((o) => o.id),
          payment_bill_auth_id: card.id,
          doc_ids: docs.map((d) => d.id),
        });
        if (payment.state !== 640) throw new Error(`payment state ${payment.state}`);
        await call(api, token, 'POST', 'subscs', { payment_id: payment.id });
        latencies.push(performance.now() - t0);
      } catch {
        failures++;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - began) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? Number.NaN);
  return {
    checkouts: latencies.length,
    concurrency,
    'orders/s': +(latencies.length / seconds).toFixed(1),
    'p50 ms': pct(0.5),
    'p95 ms': pct(0.95),
    failures,
  };
}
