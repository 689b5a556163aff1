import { apiCall } from './api-call';

/** Calls of the customer API for journeys that prepare data the way the app would (orders, logins). */

export const DEMO = { email: 'demo@soridam.kr', password: 'demo1234!' };

export const customerCall = <T>(
  baseUrl: string,
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
): Promise<T> => apiCall<T>(`${baseUrl}/api/v2/customer/${path}`, method, token, body);

export async function demoToken(baseUrl: string): Promise<string> {
  return (
    await customerCall<{ access_token: string }>(baseUrl, 'POST', 'users/auth/login', null, {
      ...DEMO,
      isLocal: false,
    })
  ).access_token;
}

/** A new order of the demo customer through the API (order, first instalment, rental); the rental's id. */
export async function orderForDemo(baseUrl: string, token: string): Promise<number> {
  const call = <T>(method: string, path: string, auth: string | null, body?: unknown) =>
    customerCall<T>(baseUrl, method, path, auth, body);
  const prod = await call<{ id: number; prod_opts: { id: number; type: number }[] }>('GET', 'prods/19', null);
  const colour = prod.prod_opts.find((o) => o.type === 100)!;
  const [spot] = await call<{ id: number; state: number }[]>('GET', 'spots?per_page=-1', token);
  const cards = await call<{ id: number; pays: { cardCode: string } }[]>(
    'GET',
    'paymentOrderers?type=bill_auth',
    token,
  );
  // The demo customer also keeps a card that declines (삼성, 12); this order pays with the one that approves.
  const card = cards.find((c) => c.pays.cardCode !== '12');
  const docs = await call<{ id: number }[]>(
    'GET',
    'docs?slugs=term-e-commerce,term-third-party,term-contract,policy-privacy&per_page=-1',
    null,
  );
  const item = {
    local_id: `e2e-${Date.now()}`,
    cartable_id: prod.id,
    cartable_type: 800,
    options: { prod_opts_select: [colour.id], subsc_cat: { id: 1, subsc_cat_opt_id: 1, val: 12 } },
  };
  const orders = await call<{ id: number }[]>('POST', 'purOrders', token, {
    items: [item],
    spot_id: spot!.id,
  });
  const payment = await call<{ id: number; state: number }>('POST', 'payments', token, {
    pur_orders: orders.map((o) => o.id),
    payment_bill_auth_id: card!.id,
    doc_ids: docs.map((d) => d.id),
  });
  const [subsc] = await call<{ id: number }[]>('POST', 'subscs', token, { payment_id: payment.id });
  return subsc!.id;
}
