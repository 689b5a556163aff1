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

/** What a checkout of the demo customer's needs: an address, the card that approves, the agreements. */
export async function demoCheckoutParts(
  baseUrl: string,
  token: string,
): Promise<{ spotId: number; cardId: number; docIds: number[] }> {
  const call = <T>(path: string, auth: string | null) => customerCall<T>(baseUrl, 'GET', path, auth);
  const [spots, cards, docs] = await Promise.all([
    call<{ id: number }[]>('spots?per_page=-1', token),
    call<{ id: number; pays: { cardCode: string } }[]>('paymentOrderers?type=bill_auth', token),
    call<{ id: number }[]>(
      'docs?slugs=term-e-commerce,term-third-party,term-contract,policy-privacy&per_page=-1',
      null,
    ),
  ]);
  // The demo customer also keeps a card that declines (삼성, 12); a checkout pays with the one that approves.
  const card = cards.find((c) => c.pays.cardCode !== '12');
  return { spotId: spots[0]!.id, cardId: card!.id, docIds: docs.map((d) => d.id) };
}

/** A new order of the demo customer through the API (order, first instalment, rental); the rental's id. */
export async function orderForDemo(baseUrl: string, token: string): Promise<number> {
  const call = <T>(method: string, path: string, auth: string | null, body?: unknown) =>
    customerCall<T>(baseUrl, method, path, auth, body);
  const prod = await call<{ id: number; prod_opts: { id: number; type: number }[] }>('GET', 'prods/19', null);
  const colour = prod.prod_opts.find((o) => o.type === 100)!;
  const { spotId, cardId, docIds } = await demoCheckoutParts(baseUrl, token);
  const item = {
    local_id: `e2e-${Date.now()}`,
    cartable_id: prod.id,
    cartable_type: 800,
    options: { prod_opts_select: [colour.id], subsc_cat: { id: 1, subsc_cat_opt_id: 1, val: 12 } },
  };
  const orders = await call<{ id: number }[]>('POST', 'purOrders', token, { items: [item], spot_id: spotId });
  const payment = await call<{ id: number; state: number }>('POST', 'payments', token, {
    pur_orders: orders.map((o) => o.id),
    payment_bill_auth_id: cardId,
    doc_ids: docIds,
  });
  const [subsc] = await call<{ id: number }[]>('POST', 'subscs', token, { payment_id: payment.id });
  return subsc!.id;
}
