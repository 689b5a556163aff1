import { STATE } from '@shop/domain/codes/generic-state';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { USER_TYPE } from '@shop/domain/codes/user-type';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../app';
import { users } from '../db/schema';
import { signAccessToken } from '../security/access-token';

/** A customer the simulation (and the demo's timeline) drives through the shop's own HTTP calls. */
export type Actor = { userId: number; name: string; headers: Record<string, string> };

export class ActorError extends Error {}

/** One call of the customer API, in process (real routing, validation and handlers); throws on an error answer. */
export async function callApi<T = unknown>(
  app: FastifyInstance,
  actor: Actor | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  payload?: object,
): Promise<T> {
  const res = await app.inject({
    method,
    url: `${API_PREFIX}/${path}`,
    headers: actor?.headers ?? {},
    ...(payload ? { payload } : {}),
  });
  const body = res.json() as { data?: T; message?: string };
  if (res.statusCode >= 400)
    throw new ActorError(`${method} ${path} → ${res.statusCode} ${body.message ?? ''}`);
  return body.data as T;
}

/**
 * A verified customer with a signed-in session: written directly, as identity verification would leave it
 * (the simulator's verification page stands for a person), then signed in with an access token.
 */
export async function newCustomer(
  app: FastifyInstance,
  input: { email: string; name: string; mobile: string; passwordHash: string | null; createdAt: Date },
): Promise<Actor> {
  const [user] = await app.db
    .insert(users)
    .values({
      type: USER_TYPE.CUSTOMER,
      state: STATE.ENABLE,
      email: input.email,
      passwordHash: input.passwordHash,
      name: input.name,
      mobile: input.mobile,
      options: {
        confNoticeAgreeAd: false,
        confNoticeAgreeNight: false,
        userVerif: { provider: 'simulator', verified_at: input.createdAt.toISOString() },
      },
      createdAt: input.createdAt,
      updatedAt: input.createdAt,
    })
    .returning({ id: users.id });
  const token = await signAccessToken({ userId: user!.id, tokenVersion: 0 }, app.config.jwtSecret, 24 * 3600);
  return { userId: user!.id, name: input.name, headers: { authorization: `Bearer ${token}` } };
}

export type AddressInput = {
  title: string;
  addr: string;
  addrCode: string;
  addrDesc: string;
  isDefault: boolean;
  weekend?: boolean;
};

/** Saves an address in the customer's book (the address form's call); its id. */
export async function saveAddress(
  app: FastifyInstance,
  actor: Actor,
  mobile: string,
  a: AddressInput,
): Promise<number> {
  const spot = await callApi<{ id: number }>(app, actor, 'POST', 'spots', {
    name: actor.name,
    tel: mobile,
    addr: a.addr,
    addr_code: a.addrCode,
    addr_desc: a.addrDesc,
    title: a.title,
    state: a.isDefault ? 100 : 2,
    options: { type_weekend: a.weekend ?? false },
  });
  return spot.id;
}

/** Registers a card through the test PG's card page, as the browser does; the registered card's id. */
export async function registerCard(app: FastifyInstance, actor: Actor, cardNumber: string): Promise<number> {
  const start = await callApi<{ issue_id: string }>(app, actor, 'POST', 'payments/billAuth');
  await callApi(app, null, 'POST', 'sim/pg/billing-key', {
    issue_id: start.issue_id,
    card_number: cardNumber,
    expiry: '1239',
    birth: '900101',
    pwd_2digit: '12',
  });
  const card = await callApi<{ id: number; state: number }>(app, actor, 'POST', 'payments/billAuth/confirm', {
    issue_id: start.issue_id,
  });
  if (card.state !== 620) throw new ActorError('card registration failed');
  return card.id;
}

export type RentalChoice = {
  prodId: number;
  colourIds: number[];
  subscCatId: number;
  subscCatOptId: number;
  months: number;
  /** Package parts chosen (a package's parts with their colours). */
  parts?: { prod_id: number; prod_opt_id: number | null }[];
};

/**
 * Orders a rental and pays its first instalment (the checkout's two calls). Answers the rental's id, or
 * null when the card declined (the items go back to the cart, as in the app).
 */
export async function checkout(
  app: FastifyInstance,
  actor: Actor,
  input: { choice: RentalChoice; spotId: number; cardId: number; docIds: number[] },
): Promise<number | null> {
  const { choice } = input;
  const item = {
    local_id: `sim-${Math.random().toString(36).slice(2)}`,
    cartable_id: choice.prodId,
    cartable_type: MORPH_TYPE.PROD,
    options: {
      prod_opts_select: choice.colourIds,
      ...(choice.parts ? { prod_conns_select: choice.parts } : {}),
      subsc_cat: { id: choice.subscCatId, subsc_cat_opt_id: choice.subscCatOptId, val: choice.months },
    },
  };
  const orders = await callApi<{ id: number }[]>(app, actor, 'POST', 'purOrders', {
    items: [item],
    spot_id: input.spotId,
  });
  const payment = await callApi<{ id: number; state: number }>(app, actor, 'POST', 'payments', {
    pur_orders: orders.map((o) => o.id),
    payment_bill_auth_id: input.cardId,
    doc_ids: input.docIds,
  });
  if (payment.state !== 640) return null;
  const rentals = await callApi<{ id: number }[]>(app, actor, 'POST', 'subscs', { payment_id: payment.id });
  return rentals[0]?.id ?? null;
}
