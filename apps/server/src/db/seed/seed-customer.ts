import { DOC_SLUG, DOC_SLUG_TYPE } from '@shop/domain/codes/doc-slug';
import { STATE } from '@shop/domain/codes/generic-state';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { PAYMENT_STATE } from '@shop/domain/codes/payment-state';
import { PAYMENT_TYPE } from '@shop/domain/codes/payment-type';
import { PROD_OPT_TYPE } from '@shop/domain/codes/prod-opt-type';
import { PUR_ORDER_STATE } from '@shop/domain/codes/pur-order-state';
import { SHIP_STATE, type ShipState } from '@shop/domain/codes/ship-state';
import { SPOT_STATE } from '@shop/domain/codes/spot-state';
import { SUBSC_STATE } from '@shop/domain/codes/subsc-state';
import { SUBSC_STATE_REQ } from '@shop/domain/codes/subsc-state-req';
import { TYPE_CONN } from '@shop/domain/codes/type-conn';
import { USER_TYPE } from '@shop/domain/codes/user-type';
import { rentalTakeCost } from '@shop/domain/pricing/rental-take-cost';
import { eq, inArray } from 'drizzle-orm';
import * as t from '../schema';
import { DEMO_CUSTOMER, DEMO_RENTALS, DEMO_SPOTS, type DemoRentalSeed } from './data/demo-customer';
import type { CatalogIds } from './seed-catalog';
import type { Tx } from './seed-tx';

const DAY = 86_400_000;
const WAREHOUSE = {
  addr: '경기도 파주시 회동길 37-20',
  code: '10881',
  desc: '소리담 물류센터 B동',
  tel: '0319551234',
};

/**
 * The documents give no ship type codes; the seed uses the request step each ship serves: SET_ASSIGN (200)
 * for an installation delivery and CANCEL (700) for a pickup after cancellation.
 */
const SHIP_TYPE = { INSTALL: SUBSC_STATE_REQ.SET_ASSIGN, PICKUP: SUBSC_STATE_REQ.CANCEL } as const;

function addMonths(date: Date, months: number): Date {
  const d = new Date(date);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
}

/** Ship state of the installation for each request state of a rental. */
function installShipState(r: DemoRentalSeed): ShipState {
  if (r.stateReq === SUBSC_STATE_REQ.SET_PROGRESS) return SHIP_STATE.PROGRESS;
  if (r.state === SUBSC_STATE.INIT_APPLY) return SHIP_STATE.RESERVATION;
  return SHIP_STATE.DONE;
}

/** The demo customer, addresses, a registered card and rentals in the states a demo should show. */
export async function seedCustomer(tx: Tx, ids: CatalogIds, passwordHash: string, now: Date): Promise<void> {
  // Days are counted from 10:00 Seoul time (01:00 UTC) of the day the seed runs.
  const base = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 1);
  const day = (n: number) => new Date(base + n * DAY);
  const firstOrder = Math.min(...DEMO_RENTALS.map((r) => r.orderDay));

  const [user] = await tx
    .insert(t.users)
    .values({
      type: USER_TYPE.CUSTOMER,
      state: STATE.ENABLE,
      email: DEMO_CUSTOMER.email,
      passwordHash,
      name: DEMO_CUSTOMER.name,
      mobile: DEMO_CUSTOMER.mobile,
      options: {
        confNoticeAgreeAd: true,
        confNoticeAgreeNight: false,
        userVerif: { provider: 'simulator', verified_at: day(firstOrder - 10).toISOString() },
      },
      createdAt: day(firstOrder - 10),
    })
    .returning({ id: t.users.id });
  const userId = user!.id;
  // The collection contact a rental in collection shows (GET users?type=admin). It has no password and no
  // e-mail, so nobody can sign in as it.
  await tx.insert(t.users).values({
    type: USER_TYPE.ADMIN,
    state: STATE.ENABLE,
    name: '박채권',
    mobile: '01055501234',
  });

  const spots = await tx
    .insert(t.spots)
    .values(
      DEMO_SPOTS.map((s) => ({
        spotableType: MORPH_TYPE.USER,
        spotableId: userId,
        name: s.name,
        tel: s.tel,
        addr: s.addr,
        addrCode: s.addrCode,
        addrDesc: s.addrDesc,
        title: s.title,
        state: s.isDefault ? SPOT_STATE.DEFAULT : SPOT_STATE.NONE,
        options: { type_weekend: s.typeWeekend },
        createdAt: day(firstOrder - 10),
        updatedAt: day(firstOrder - 10),
      })),
    )
    .returning({ id: t.spots.id });
  const home = DEMO_SPOTS.find((s) => s.isDefault)!;
  const homeId = spots[DEMO_SPOTS.indexOf(home)]!.id;

  const card = DEMO_CUSTOMER.card;
  const [billAuth] = await tx
    .insert(t.payments)
    .values({
      userId,
      type: PAYMENT_TYPE.BILL_AUTH,
      state: PAYMENT_STATE.BILL_AUTH_SUCCESS,
      title: '결제 카드 등록',
      cost: 0,
      provider: 'simulator',
      pmId: 'sim-billing-issue-0001',
      billKey: card.billKey,
      cardCode: card.cardCode,
      cardNumber: card.cardNumber,
      content: {
        steps: [
          {
            at: day(firstOrder).toISOString(),
            name: 'billingKey.issue',
            instance: JSON.stringify({ resultcode: '00', resultmsg: '정상처리' }),
          },
        ],
      },
      createdAt: day(firstOrder),
      updatedAt: day(firstOrder),
    })
    .returning({ id: t.payments.id });

  const agreementDocs = await tx
    .select({ id: t.docs.id, slug: t.docs.slug })
    .from(t.docs)
    .where(inArray(t.docs.slug, [DOC_SLUG.CONTRACT, DOC_SLUG.E_COMMERCE, DOC_SLUG.THIRD_PARTY]));
  const [moving] = await tx
    .select({ id: t.feedbacks.id })
    .from(t.feedbacks)
    .where(eq(t.feedbacks.title, '이사를 가요'));

  for (const [index, r] of DEMO_RENTALS.entries()) {
    const single = ids.product(r.prodSlug);
    const pkg = ids.package(r.prodSlug);
    if (!single && !pkg) throw new Error(`seed data: rental of unknown product ${r.prodSlug}`);
    const title = (single ?? pkg)!.title;
    const prodId = ids.prodId(r.prodSlug);
    // The chosen colours: the product's own, or the first colour of each package part.
    const choices = single
      ? [{ slug: r.prodSlug, color: single.colors.find((c) => c.key === r.colorKey)! }]
      : pkg!.parts.map((slug) => ({ slug, color: ids.product(slug)!.colors[0]! }));
    const fee = (single ?? pkg)!.fees[r.duration];
    const discount = (single ?? pkg)!.discount;
    const price = rentalTakeCost({
      durationMonthlyCost: fee,
      months: r.duration,
      options: choices.map((c) => ({ type: PROD_OPT_TYPE.COLOR, cost: c.color.cost })),
      discounts: discount ? [{ id: 1, type_val: discount.typeVal, val: discount.val }] : null,
    });
    const monthly = price.monthly - (price.discount?.val ?? 0);
    const installed = r.state !== SUBSC_STATE.INIT_APPLY;
    const start = day(r.setDay);
    const rounds = r.paidRounds + r.unpaidRounds;

    const [subsc] = await tx
      .insert(t.subscs)
      .values({
        userId,
        subscCatId: 1,
        state: r.state,
        stateReq: r.stateReq,
        duration: r.duration,
        cost: monthly,
        costDuration: price.total,
        startAt: r.stateReq === SUBSC_STATE_REQ.INIT_APPLY_INIT ? null : start,
        stopAt: r.stopDay !== undefined ? day(r.stopDay) : installed ? addMonths(start, r.duration) : null,
        nextAt: r.state === SUBSC_STATE.ENABLE ? addMonths(day(r.orderDay), rounds) : null,
        options: { note: r.note },
        createdAt: day(r.orderDay),
        updatedAt: day(r.stopDay ?? Math.min(r.setDay, 0)),
      })
      .returning({ id: t.subscs.id });
    const subscId = subsc!.id;
    if (installed) {
      // The contract PDF is drawn from the rental's own data when opened (record-contracts module).
      await tx
        .insert(t.recordContracts)
        .values({ contractableType: MORPH_TYPE.SUBSC, contractableId: subscId, path: 'generated' });
    }

    const history: { state: number; stateReq: number; at: number; note: string }[] = [
      {
        state: SUBSC_STATE.INIT_APPLY,
        stateReq: SUBSC_STATE_REQ.INIT_APPLY_INIT,
        at: r.orderDay,
        note: '신청 접수',
      },
    ];
    if (r.stateReq !== SUBSC_STATE_REQ.INIT_APPLY_INIT) {
      history.push({
        state: SUBSC_STATE.INIT_APPLY,
        stateReq: SUBSC_STATE_REQ.SET_ASSIGN,
        at: r.orderDay + 1,
        note: '설치 기사 배정',
      });
    }
    if (r.stateReq === SUBSC_STATE_REQ.SET_PROGRESS || installed) {
      history.push({
        state: SUBSC_STATE.INIT_APPLY,
        stateReq: SUBSC_STATE_REQ.SET_PROGRESS,
        at: Math.min(r.setDay, r.orderDay + 3),
        note: '설치 배송 출발',
      });
    }
    if (installed) {
      history.push({
        state: SUBSC_STATE.ENABLE,
        stateReq: SUBSC_STATE_REQ.SET_COMPLETE,
        at: r.setDay,
        note: '설치 완료',
      });
    }
    if (r.stopDay !== undefined) {
      history.push({
        state: SUBSC_STATE.ENABLE,
        stateReq: SUBSC_STATE_REQ.CANCEL,
        at: r.stopDay - 7,
        note: '해지 요청',
      });
      history.push({ state: r.state, stateReq: r.stateReq, at: r.stopDay, note: '회수 완료, 해지' });
    }
    await tx.insert(t.subscHistories).values(
      history.map((h) => ({
        subscId,
        state: h.state,
        stateReq: h.stateReq,
        note: h.note,
        createdAt: day(h.at),
      })),
    );

    // One charge per billed round: the paid ones, then the failed ones.
    const charges = await tx
      .insert(t.payments)
      .values(
        Array.from({ length: rounds }, (_, k) => {
          const at = addMonths(day(r.orderDay), k);
          const paid = k < r.paidRounds;
          return {
            userId,
            type: PAYMENT_TYPE.BILL,
            state: paid ? PAYMENT_STATE.BILL_SUCCESS : PAYMENT_STATE.BILL_FAIL,
            title: `${title} ${k + 1}회차`,
            cost: monthly,
            provider: 'simulator',
            pmId: `sim-pay-${index + 1}-${k + 1}`,
            billKey: card.billKey,
            cardCode: card.cardCode,
            cardNumber: card.cardNumber,
            paymentBillAuthId: billAuth!.id,
            content: {
              steps: [
                {
                  at: at.toISOString(),
                  name: 'payment.billingKey',
                  instance: JSON.stringify(
                    paid
                      ? { resultcode: '00', resultmsg: '정상처리' }
                      : { resultcode: '51', resultmsg: '한도초과' },
                  ),
                },
              ],
            },
            paidAt: paid ? at : null,
            createdAt: at,
            updatedAt: at,
          };
        }),
      )
      .returning({ id: t.payments.id });

    const roundRows = await tx
      .insert(t.recordSubscs)
      .values(
        charges.map((c, k) => {
          const due = addMonths(day(r.orderDay), k);
          const paid = k < r.paidRounds;
          return {
            subscId,
            paymentId: c.id,
            round: k + 1,
            state: paid ? PUR_ORDER_STATE.BILL_SUCCESS : PUR_ORDER_STATE.BILL_UNPAID,
            cost: monthly,
            dueAt: due,
            paidAt: paid ? due : null,
            content: paid ? [] : [{ cost: monthly, created_at: due.toISOString() }],
            createdAt: due,
          };
        }),
      )
      .returning({ id: t.recordSubscs.id, paymentId: t.recordSubscs.paymentId });
    await tx
      .insert(t.paymentRecords)
      .values(roundRows.map((r) => ({ paymentId: r.paymentId!, recordSubscId: r.id })));

    await tx.insert(t.paymentOrderers).values({
      paymentId: billAuth!.id,
      ordererType: MORPH_TYPE.SUBSC,
      ordererId: subscId,
      state: r.state === SUBSC_STATE.CANCEL ? STATE.DISABLE : STATE.ENABLE,
      createdAt: day(r.orderDay),
    });

    const [purOrder] = await tx
      .insert(t.purOrders)
      .values({
        userId,
        paymentId: charges[0]!.id,
        spotId: homeId,
        orderableType: MORPH_TYPE.PROD,
        orderableId: prodId,
        orderable: {
          id: prodId,
          title,
          type_conn: single ? TYPE_CONN.OPTION : TYPE_CONN.PACKAGE,
          prod_opts_select: single ? [ids.colorOptId(r.prodSlug, r.colorKey)] : [],
          prods_select: choices.map((c) => ({
            prod_id: ids.prodId(c.slug),
            prod_opt_id: ids.colorOptId(c.slug, c.color.key),
          })),
          subsc_cat: { id: 1, subsc_cat_opt_id: ids.rentalOptIds.get(r.duration), val: r.duration },
        },
        ordererType: MORPH_TYPE.SUBSC,
        ordererId: subscId,
        title,
        cost: monthly,
        typePay: PAYMENT_TYPE.BILL,
        state: PUR_ORDER_STATE.BILL_SUCCESS,
        createdAt: day(r.orderDay),
        updatedAt: day(r.orderDay),
      })
      .returning({ id: t.purOrders.id });

    // Product orderers: the product (or the package with its parts as children), each holding a unit once
    // an installer is assigned; a cancelled rental's unit went back to the warehouse.
    const holds = r.stateReq !== SUBSC_STATE_REQ.INIT_APPLY_INIT && r.state !== SUBSC_STATE.CANCEL;
    const takeUnit = (slug: string, key: string) => {
      const list = ids.units.get(`${slug}:${key}`) ?? [];
      return r.stateReq === SUBSC_STATE_REQ.INIT_APPLY_INIT ? undefined : list.shift();
    };
    const orderer = {
      ordererType: MORPH_TYPE.SUBSC,
      ordererId: subscId,
      purOrderId: purOrder!.id,
      duration: r.duration,
      costDuration: fee,
      createdAt: day(r.orderDay),
    };
    const held: { unitId: number; ordererId: number }[] = [];
    if (single) {
      const unit = takeUnit(r.prodSlug, r.colorKey);
      const [po] = await tx
        .insert(t.prodOrderers)
        .values({
          ...orderer,
          prodId,
          prodStockId: unit?.id ?? null,
          prodOptIds: [ids.colorOptId(r.prodSlug, r.colorKey)],
        })
        .returning({ id: t.prodOrderers.id });
      if (unit && holds) held.push({ unitId: unit.id, ordererId: po!.id });
    } else {
      const [parent] = await tx
        .insert(t.prodOrderers)
        .values({ ...orderer, prodId, prodOptIds: [] })
        .returning({ id: t.prodOrderers.id });
      for (const c of choices) {
        const unit = takeUnit(c.slug, c.color.key);
        const [child] = await tx
          .insert(t.prodOrderers)
          .values({
            ...orderer,
            parentId: parent!.id,
            prodId: ids.prodId(c.slug),
            prodStockId: unit?.id ?? null,
            prodOptIds: [ids.colorOptId(c.slug, c.color.key)],
            costDuration: 0,
          })
          .returning({ id: t.prodOrderers.id });
        if (unit && holds) held.push({ unitId: unit.id, ordererId: child!.id });
      }
    }
    for (const h of held) {
      await tx.update(t.prodStocks).set({ prodOrdererId: h.ordererId }).where(eq(t.prodStocks.id, h.unitId));
    }

    const ship = {
      userId,
      shippableType: MORPH_TYPE.SUBSC,
      shippableId: subscId,
      spotOut: WAREHOUSE.addr,
      spotOutCode: WAREHOUSE.code,
      spotOutDesc: WAREHOUSE.desc,
      spotOutTel: WAREHOUSE.tel,
      spotOutUserName: '소리담 물류센터',
      spotSet: home.addr,
      spotSetCode: home.addrCode,
      spotSetDesc: home.addrDesc,
      spotSetTel: home.tel,
      spotSetUserName: home.name,
      createdAt: day(r.orderDay),
      updatedAt: day(Math.min(r.setDay, 0)),
    };
    const ships: (typeof ship & {
      type: number;
      state: number;
      stateReq: number;
      spotOutAt: Date | null;
      spotSetAt: Date;
    })[] = [
      {
        ...ship,
        type: SHIP_TYPE.INSTALL,
        state: installShipState(r),
        stateReq: r.state === SUBSC_STATE.INIT_APPLY ? r.stateReq : SUBSC_STATE_REQ.SET_COMPLETE,
        spotOutAt:
          r.stateReq === SUBSC_STATE_REQ.SET_PROGRESS || installed ? day(Math.min(r.setDay, 0)) : null,
        spotSetAt: start,
      },
    ];
    if (r.stopDay !== undefined) {
      ships.push({
        ...ship,
        type: SHIP_TYPE.PICKUP,
        state: SHIP_STATE.DONE,
        stateReq: SUBSC_STATE_REQ.CANCEL_COMPLETE,
        spotOutAt: day(r.stopDay),
        spotSetAt: day(r.stopDay),
      });
    }
    await tx.insert(t.ships).values(ships);

    await tx.insert(t.docConfirmables).values(
      agreementDocs.map((d) => ({
        docId: d.id,
        state: STATE.ENABLE,
        confirmableType: MORPH_TYPE.SUBSC,
        confirmableId: subscId,
        type: DOC_SLUG_TYPE[d.slug as keyof typeof DOC_SLUG_TYPE],
        userId,
        createdAt: day(r.orderDay),
      })),
    );

    if (r.state === SUBSC_STATE.CANCEL && moving) {
      await tx.insert(t.feedbackUsers).values({
        userId,
        feedbackId: moving.id,
        feedbackCatId: 1,
        feedbackableType: MORPH_TYPE.SUBSC,
        feedbackableId: subscId,
        createdAt: day((r.stopDay ?? 0) - 7),
      });
    }
  }
}
