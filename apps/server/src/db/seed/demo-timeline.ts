import { seoulDayStart } from '@shop/domain/billing/billing-schedule';
import { STATE } from '@shop/domain/codes/generic-state';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { USER_TYPE } from '@shop/domain/codes/user-type';
import { pickupDateRange } from '@shop/domain/rental/pickup-date';
import { addDays, addHours, addMonths } from 'date-fns';
import type { FastifyInstance } from 'fastify';
import { PG_SIMULATOR_PATH } from '../../adapters/payments/create-payment-gateway';
import { createSimulatorGateway } from '../../adapters/payments/simulator-gateway';
import { buildApp } from '../../app';
import { ManualClock } from '../../clock/clock';
import type { Config } from '../../config';
import { advanceEngineTo } from '../../engine/advance-engine';
import { endOrderByStaff } from '../../engine/order-end';
import {
  completeInstall,
  completeTermination,
  markLost,
  moveRentalSimply,
} from '../../engine/rental-operations';
import {
  type Actor,
  callApi,
  checkout,
  newCustomer,
  registerCard,
  saveAddress,
} from '../../simulation/actors';
import type { Database } from '../client';
import { feedbacks, users } from '../schema';
import { DEMO_CARDS, DEMO_CUSTOMER, DEMO_OTHER_CUSTOMER, DEMO_SPOTS } from './data/demo-customer';
import { demoOffer } from './demo-offers';

type Customer = {
  actor: Actor;
  mobile: string;
  spotId: number;
  cards: Record<keyof typeof DEMO_CARDS, number>;
};
type Step = { at: Date; run: () => Promise<void> };

/**
 * The demo's history, lived by the real shop: customers order through the checkout calls, staff install,
 * pick up and end orders through the engine's operations, and the engine bills, retries, pauses, hands
 * over to collection and ends terms on its own as a clock moves from about thirteen months ago to now.
 * What it leaves is a rental in every state the documents name (and an exchange subscription), each
 * reached the way it would be in the shop, with its charges, receipts, refunds and history.
 */
export async function runDemoTimeline(
  database: Database,
  config: Config,
  passwordHash: string,
  now: Date = new Date(),
): Promise<void> {
  // Every step happens at 10:00 on a Seoul day, counted back from today.
  const today = addHours(seoulDayStart(now), 10);
  const day = (n: number) => addDays(today, n);
  const start = addDays(addMonths(today, -13), -30);
  const clock = new ManualClock(start);
  const app = await buildApp(
    { ...config, logLevel: 'silent' },
    {
      database,
      clock,
      jobs: 'manual',
      adapters: {
        payments: createSimulatorGateway({ db: database.db, pagePath: PG_SIMULATOR_PATH, hangMs: 1000 }),
      },
    },
  );
  await app.ready();
  try {
    const db = database.db;
    await db.insert(users).values({
      // The collection contact a rental in collection shows (GET users?type=admin). No e-mail and no
      // password, so nobody can sign in as it.
      type: USER_TYPE.ADMIN,
      state: STATE.ENABLE,
      name: '박채권',
      mobile: '01055501234',
      createdAt: start,
    });
    const demo = await demoCustomer(app, { ...DEMO_CUSTOMER, passwordHash }, start);
    const other = await demoCustomer(app, { ...DEMO_OTHER_CUSTOMER, passwordHash: null }, start);
    const [reason] = await db.select({ id: feedbacks.id }).from(feedbacks).limit(1);
    let agreed: number[] | null = null;
    const docIds = async () => {
      agreed ??= (
        await callApi<{ id: number }[]>(
          app,
          null,
          'GET',
          'docs?slugs=term-e-commerce,term-third-party,term-contract,policy-privacy&per_page=-1',
        )
      ).map((d) => d.id);
      return agreed;
    };
    const rentals = new Map<string, number>();
    const id = (key: string) => rentals.get(key)!;
    const steps: Step[] = [];
    const at = (when: Date, run: () => Promise<unknown>) =>
      steps.push({ at: when, run: async () => void (await run()) });

    /** Ordered three days before `startAt`, installed on it (or only ordered, for orders not yet installed). */
    const rent = (
      key: string,
      who: Customer,
      offer: () => ReturnType<typeof demoOffer>,
      startAt: Date,
      until: 'ordered' | 'assigned' | 'shipped' | 'installed' = 'installed',
    ) => {
      at(addDays(startAt, -3), async () => {
        const rentalId = await checkout(app, who.actor, {
          choice: await offer(),
          spotId: who.spotId,
          cardId: who.cards.ok,
          docIds: await docIds(),
        });
        if (!rentalId) throw new Error(`demo timeline: the order ${key} was declined`);
        rentals.set(key, rentalId);
      });
      if (until === 'ordered') return;
      at(addDays(startAt, -2), () =>
        moveRentalSimply(app, id(key), 'assignInstaller', 'staff', '김설치 기사'),
      );
      if (until === 'assigned') return;
      at(addDays(startAt, -1), () => moveRentalSimply(app, id(key), 'shipForInstall', 'staff'));
      if (until === 'shipped') return;
      at(startAt, () => completeInstall(app, id(key), { installer: '김설치' }));
    };
    const useCard = (key: string, who: Customer, card: keyof typeof DEMO_CARDS, when: Date) =>
      at(when, () =>
        callApi(app, who.actor, 'PUT', 'paymentOrderers', {
          orderer_id: id(key),
          orderer_type: MORPH_TYPE.SUBSC,
          payment_bill_auth_id: who.cards[card],
        }),
      );
    const terminate = (key: string, who: Customer, when: Date, finish: boolean) => {
      at(when, () =>
        callApi(app, who.actor, 'PUT', `subscs/${id(key)}/cancel`, {
          feedback_ids: [reason!.id],
          spot_id: who.spotId,
          spot_out_at: pickupDateRange(clock.now()).earliest,
        }),
      );
      if (!finish) return;
      at(addDays(when, 1), () => moveRentalSimply(app, id(key), 'assignPickup', 'staff', '이회수 기사'));
      at(addDays(when, 7), async () => {
        await moveRentalSimply(app, id(key), 'startPickup', 'staff');
        await moveRentalSimply(app, id(key), 'receivePickup', 'staff');
      });
      at(addDays(when, 8), () => completeTermination(app, id(key), { inspection: 'ok' }));
    };

    // 김소리, the demo customer: one rental per customer-visible label.
    rent('taken-over', demo, () => demoOffer(db, 'nordlyd-plade', 12), addDays(addMonths(today, -12), -5));
    rent(
      'exchange-ended',
      demo,
      () => demoOffer(db, 'nordlyd-hygge-1', 12, { subscCatId: 2 }),
      addDays(addMonths(today, -12), -20),
    );
    for (const [n, step] of (
      ['assignReturn', 'startReturn', 'receiveReturn', 'completeReturn'] as const
    ).entries()) {
      at(day(-14 + n), () => moveRentalSimply(app, id('exchange-ended'), step, 'staff'));
    }
    rent('terminated', demo, () => demoOffer(db, 'oneum-tt-2', 12, { colour: '블랙' }), day(-325));
    terminate('terminated', demo, day(-180), true);
    rent('renting', demo, () => demoOffer(db, 'aurel-a1', 24, { colour: '블랙' }), day(-154));
    rent('exchange', demo, () => demoOffer(db, 'nordlyd-o-one', 12, { subscCatId: 2 }), day(-66));
    // Round 9 fell due two days ago on a card that declines: unpaid, one retry made, the next tomorrow.
    rent(
      'unpaid',
      demo,
      () => demoOffer(db, 'nordlyd-hygge-1', 48, { colour: '월넛' }),
      addDays(addMonths(today, -8), -2),
    );
    useCard('unpaid', demo, 'declining', day(-20));
    // Round 5 fell due nine days ago on the declining card: every automatic retry failed, it is paused.
    rent('paused', demo, () => demoOffer(db, 'oneum-tt-1', 24), addDays(addMonths(today, -4), -9));
    useCard('paused', demo, 'declining', day(-15));
    rent('terminating', demo, () => demoOffer(db, 'oneum-tt-3', 36), day(-200));
    terminate('terminating', demo, day(-1), false);
    rent('order-cancelled', demo, () => demoOffer(db, 'nordlyd-strand', 12), day(-17), 'ordered');
    at(day(-19), () =>
      callApi(app, demo.actor, 'PUT', `subscs/${id('order-cancelled')}/setCancel`, {
        feedback_ids: [reason!.id],
      }),
    );
    // Orders under way: shipped yesterday, an installer assigned yesterday, ordered yesterday.
    rent('shipping', demo, () => demoOffer(db, 'set-living-room', 36), day(0), 'shipped');
    rent('preparing', demo, () => demoOffer(db, 'nordlyd-o-one', 12, { colour: '샌드' }), day(1), 'assigned');
    rent('new', demo, () => demoOffer(db, 'oneum-tt-mini', 24, { colour: '화이트' }), day(2), 'ordered');

    // 이음악: collection, loss, and orders that ended before they began.
    rent('collection', other, () => demoOffer(db, 'aurel-buds-pro', 24), addDays(addMonths(today, -4), -10));
    useCard('collection', other, 'declining', addDays(addMonths(today, -4), -5));
    rent('lost', other, () => demoOffer(db, 'aurel-a3', 12), day(-90));
    at(day(-10), () => markLost(app, id('lost'), { charge: 150000, note: '회수 불가, 고객 분실 확인' }));
    rent('rejected', other, () => demoOffer(db, 'oneum-tt-5', 12), day(-27), 'ordered');
    at(day(-29), () =>
      endOrderByStaff(app, id('rejected'), 'rejectOrder', '설치 불가 지역 (엘리베이터 없음)'),
    );
    rent('failed', other, () => demoOffer(db, 'aurel-a5', 12), day(-12), 'ordered');
    at(day(-14), () => endOrderByStaff(app, id('failed'), 'failOrderPayment', '카드사 승인 취소 통보'));
    rent('voided', other, () => demoOffer(db, 'nordlyd-lys', 12), day(-5), 'ordered');
    at(day(-7), () => endOrderByStaff(app, id('voided'), 'voidOrder', '중복 주문'));

    steps.sort((a, b) => a.at.getTime() - b.at.getTime());
    for (const step of steps) {
      await advanceEngineTo(app, (when) => clock.set(when), step.at);
      await step.run();
    }
    await advanceEngineTo(app, (when) => clock.set(when), now);
  } finally {
    await app.close();
  }
}

async function demoCustomer(
  app: FastifyInstance,
  who: { email: string; name: string; mobile: string; passwordHash: string | null },
  at: Date,
): Promise<Customer> {
  const actor = await newCustomer(app, { ...who, createdAt: at });
  let spotId = 0;
  for (const spot of DEMO_SPOTS) {
    const saved = await saveAddress(app, actor, who.mobile, spot);
    if (spot.isDefault) spotId = saved;
  }
  // The card that declines first, so the one that approves is the newest: the one checkout preselects.
  const declining = await registerCard(app, actor, DEMO_CARDS.declining);
  const ok = await registerCard(app, actor, DEMO_CARDS.ok);
  return { actor, mobile: who.mobile, spotId, cards: { ok, declining } };
}
