import { PURCHASE_REQUIRED_DOC_SLUGS } from '@shop/domain/codes/doc-slug';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { SUBSC_STATE } from '@shop/domain/codes/subsc-state';
import { SUBSC_STATE_REQ } from '@shop/domain/codes/subsc-state-req';
import { pickupDateRange } from '@shop/domain/rental/pickup-date';
import { addMonths } from 'date-fns';
import { and, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ManualClock } from '../clock/clock';
import { docs, feedbacks, subscs } from '../db/schema';
import { runEngineOnce } from '../engine/engine-jobs';
import { completeInstall, completeTermination, moveRentalSimply } from '../engine/rental-operations';
import { type Actor, ActorError, callApi, checkout, newCustomer, registerCard, saveAddress } from './actors';
import { catalogueChoices } from './catalogue-choices';
import { type MonthFigures, monthFigures } from './month-figures';
import { pick, seededRandom } from './rng';

const DAY = 86_400_000;
const OK_CARD = '4242424242424242';
const SECOND_CARD = '5555555555554444';

export type SimulationOptions = {
  months: number;
  rentals: number;
  /** Orders are spread over this many days from the start. */
  spreadDays: number;
  seed: number;
  /** Share of orders cancelled before installation, and of running rentals terminated each month. */
  orderCancelShare: number;
  monthlyTerminationShare: number;
  /** Share of customers in arrears who register another card and pay, within a week of the pause. */
  fixCardShare: number;
};

type Customer = { actor: Actor; mobile: string; spotId: number; cardId: number };
type Rental = { id: number; customer: Customer; orderDay: number };

const SEOUL_ADDRESSES = [
  { addr: '서울특별시 마포구 월드컵북로 396 (상암동)', addrCode: '03925' },
  { addr: '서울특별시 강남구 테헤란로 152 (역삼동)', addrCode: '06236' },
  { addr: '서울특별시 송파구 올림픽로 300 (신천동)', addrCode: '05551' },
  { addr: '경기도 성남시 분당구 판교역로 166 (백현동)', addrCode: '13529' },
  { addr: '경기도 고양시 일산동구 중앙로 1036 (장항동)', addrCode: '10403' },
];

/**
 * A simulated business: `rentals` customers order through the real checkout (HTTP calls in process), staff
 * install them, some cancel or terminate, and the real engine runs every day, month after month, while
 * the test PG declines its configured share of charges. Answers the figures of each month.
 */
export async function runSimulation(
  app: FastifyInstance,
  clock: ManualClock,
  options: SimulationOptions,
  onMonth: (figures: MonthFigures) => void = () => undefined,
): Promise<{ months: MonthFigures[]; rentals: number; checkoutDeclines: number }> {
  const random = seededRandom(options.seed);
  const db = app.db;
  const choices = await catalogueChoices(db, Math.ceil(options.rentals / 4) + 5);
  if (choices.length === 0) throw new Error('the catalogue has nothing to rent');
  const docIds = (
    await db
      .select({ id: docs.id })
      .from(docs)
      .where(inArray(docs.slug, [...PURCHASE_REQUIRED_DOC_SLUGS]))
  ).map((d) => d.id);
  const [reason] = await db.select({ id: feedbacks.id }).from(feedbacks).limit(1);
  if (!reason) throw new Error('the catalogue has no cancel survey');

  const start = clock.now();
  const end = addMonths(start, options.months);
  const orderDays = Array.from({ length: options.rentals }, (_, i) =>
    Math.floor((i * options.spreadDays) / options.rentals),
  );
  const rentals: Rental[] = [];
  const cancelling = new Map<number, number>();
  const fixing = new Set<number>();
  let checkoutDeclines = 0;
  let nextOrder = 0;
  const months: MonthFigures[] = [];
  let monthStart = start;
  let monthIndex = 1;

  for (let day = 0; clock.now() < end; day += 1) {
    // New customers order today.
    while (nextOrder < options.rentals && orderDays[nextOrder] === day) {
      const n = nextOrder++;
      const customer = await newSimCustomer(app, n, random, clock.now());
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const id = await checkout(app, customer.actor, {
          choice: pick(random, choices),
          spotId: customer.spotId,
          cardId: customer.cardId,
          docIds,
        }).catch((error: unknown) => {
          if (error instanceof ActorError) return null;
          throw error;
        });
        if (id !== null) {
          rentals.push({ id, customer, orderDay: day });
          if (random() < options.orderCancelShare) cancelling.set(id, day + 1);
          break;
        }
        checkoutDeclines += 1;
      }
    }
    await staffDay(app, rentals, day, cancelling, reason.id);
    await customersDay(app, rentals, random, options, fixing, reason.id, clock.now());
    await runEngineOnce(app);

    clock.advance(DAY);
    if (clock.now() >= addMonths(start, monthIndex) || clock.now() >= end) {
      const figures = await monthFigures(db, `${monthIndex}월`, monthStart, clock.now());
      months.push(figures);
      onMonth(figures);
      monthStart = clock.now();
      monthIndex += 1;
    }
  }
  return { months, rentals: rentals.length, checkoutDeclines };
}

async function newSimCustomer(
  app: FastifyInstance,
  n: number,
  random: () => number,
  now: Date,
): Promise<Customer> {
  const mobile = `010${String(20000000 + n).slice(-8)}`;
  const actor = await newCustomer(app, {
    email: `sim${n}@example.com`,
    name: `고객${n}`,
    mobile,
    passwordHash: null,
    createdAt: now,
  });
  const place = pick(random, SEOUL_ADDRESSES);
  const spotId = await saveAddress(app, actor, mobile, {
    title: '집',
    ...place,
    addrDesc: `${(n % 20) + 1}층`,
    isDefault: true,
  });
  const cardId = await registerCard(app, actor, OK_CARD);
  return { actor, mobile, spotId, cardId };
}

/** What the staff do today: cancelled orders, installations three days after the order, pickups. */
async function staffDay(
  app: FastifyInstance,
  rentals: Rental[],
  day: number,
  cancelling: Map<number, number>,
  reasonId: number,
): Promise<void> {
  for (const r of rentals) {
    const age = day - r.orderDay;
    if (cancelling.get(r.id) === day) {
      await callApi(app, r.customer.actor, 'PUT', `subscs/${r.id}/setCancel`, { feedback_ids: [reasonId] });
      continue;
    }
    if (cancelling.has(r.id) && cancelling.get(r.id)! >= day) continue;
    if (age === 1) await moveRentalSimply(app, r.id, 'assignInstaller', 'staff').catch(ignoreRefusal);
    if (age === 2) await moveRentalSimply(app, r.id, 'shipForInstall', 'staff').catch(ignoreRefusal);
    if (age === 3) await completeInstall(app, r.id, { installer: '시뮬레이션' }).catch(ignoreRefusal);
  }
  const now = app.clock.now();
  // Terminations: the pickup is done on the date the customer chose; ended terms: collected after it.
  const pickups = await app.db
    .select()
    .from(subscs)
    .where(
      and(
        inArray(subscs.state, [SUBSC_STATE.ENABLE, SUBSC_STATE.TERMINATE]),
        inArray(subscs.stateReq, [SUBSC_STATE_REQ.CANCEL, SUBSC_STATE_REQ.UNSET]),
      ),
    );
  for (const row of pickups) {
    if (row.stateReq === SUBSC_STATE_REQ.CANCEL) {
      const chosen = new Date(
        String((row.options.cancel as { spot_out_at?: string } | undefined)?.spot_out_at ?? now),
      );
      if (chosen > now) continue;
      for (const step of ['assignPickup', 'startPickup', 'receivePickup'] as const) {
        await moveRentalSimply(app, row.id, step, 'staff');
      }
      await completeTermination(app, row.id, { inspection: row.id % 10 === 0 ? 'damaged' : 'ok' });
    } else {
      for (const step of ['assignReturn', 'startReturn', 'receiveReturn', 'completeReturn'] as const) {
        await moveRentalSimply(app, row.id, step, 'staff');
      }
    }
  }
}

/** What customers do today: a few terminate, some in arrears fix their card and pay. */
async function customersDay(
  app: FastifyInstance,
  rentals: Rental[],
  random: () => number,
  options: SimulationOptions,
  fixing: Set<number>,
  reasonId: number,
  now: Date,
): Promise<void> {
  const ids = rentals.map((r) => r.id);
  if (ids.length === 0) return;
  const rows = await app.db
    .select({ id: subscs.id, state: subscs.state, stateReq: subscs.stateReq })
    .from(subscs)
    .where(inArray(subscs.id, ids));
  const byId = new Map(rentals.map((r) => [r.id, r]));
  const daily = options.monthlyTerminationShare / 30;
  for (const row of rows) {
    const r = byId.get(row.id)!;
    if (
      row.state === SUBSC_STATE.ENABLE &&
      row.stateReq === SUBSC_STATE_REQ.SET_COMPLETE &&
      random() < daily
    ) {
      await callApi(app, r.customer.actor, 'PUT', `subscs/${row.id}/cancel`, {
        feedback_ids: [reasonId],
        spot_id: r.customer.spotId,
        spot_out_at: pickupDateRange(now).earliest,
      }).catch(ignoreRefusal);
    }
    if (row.state === SUBSC_STATE.PAUSE && !fixing.has(row.id)) {
      fixing.add(row.id);
      if (random() < options.fixCardShare) {
        const cardId = await registerCard(app, r.customer.actor, SECOND_CARD);
        await callApi(app, r.customer.actor, 'PUT', 'paymentOrderers', {
          orderer_id: row.id,
          orderer_type: MORPH_TYPE.SUBSC,
          payment_bill_auth_id: cardId,
        });
        await callApi(app, r.customer.actor, 'POST', 'recordPurOrderUnpaids', { subsc_id: row.id }).catch(
          ignoreRefusal,
        );
      }
    }
  }
}

/** A refusal (a 4xx from the shop, a move the machine refuses) is part of a customer's day, not a fault. */
function ignoreRefusal(error: unknown): null {
  if (error instanceof ActorError) return null;
  if ((error as { statusCode?: number }).statusCode && (error as { statusCode: number }).statusCode < 500)
    return null;
  throw error;
}
