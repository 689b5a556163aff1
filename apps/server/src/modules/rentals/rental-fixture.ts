import { STATE } from '@shop/domain/codes/generic-state';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { PAYMENT_STATE } from '@shop/domain/codes/payment-state';
import { PAYMENT_TYPE } from '@shop/domain/codes/payment-type';
import { PROD_OPT_TYPE } from '@shop/domain/codes/prod-opt-type';
import { PUR_ORDER_STATE } from '@shop/domain/codes/pur-order-state';
import { SHIP_STATE } from '@shop/domain/codes/ship-state';
import { SPOT_STATE } from '@shop/domain/codes/spot-state';
import { STOCK_STATE } from '@shop/domain/codes/stock-state';
import { STOCK_TRADE_TYPE } from '@shop/domain/codes/stock-trade-type';
import { SUBSC_CAT_OPT_TYPE, SUBSC_CAT_TYPE } from '@shop/domain/codes/subsc-cat-type';
import { SUBSC_STATE } from '@shop/domain/codes/subsc-state';
import { SUBSC_STATE_REQ } from '@shop/domain/codes/subsc-state-req';
import { TYPE_CONN } from '@shop/domain/codes/type-conn';
import { TYPE_STOCK } from '@shop/domain/codes/type-stock';
import { USER_TYPE } from '@shop/domain/codes/user-type';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import { createCustomer } from '../users/test-accounts';

/** Simulator billing keys: one that approves, one that declines (adapters/payments/simulator-gateway.ts). */
export const OK_KEY = 'sim_ok_14_4242_4242_0123456789abcdef';
export const DECLINE_KEY = 'sim_decline_12_4000_0002_0123456789abcdef';

const DAY = 86_400_000;

export type RentalSpec = {
  name: string;
  state: number;
  stateReq: number;
  startAt?: Date | null;
  createdAt: Date;
  months?: number;
  monthly?: number;
  paid?: number;
  unpaid?: number;
  card?: 'ok' | 'decline' | 'none';
  multi?: boolean;
  /** A package of two parts instead of one product. */
  pkg?: boolean;
  contract?: boolean;
};

/**
 * A customer with rentals in every state the lifecycle calls care about, plus a second customer with one
 * rental of his own (for the ownership checks). Products: a turntable with a colour and stock units, a
 * speaker, and a package of the two; a feedback survey; an admin user.
 */
export async function insertRentalFixture(db: Db, now: Date) {
  const owner = await createCustomer(db, { name: '김렌탈' });
  const other = await createCustomer(db, { name: '남의고객' });
  await db.insert(t.users).values([
    {
      type: USER_TYPE.ADMIN,
      state: STATE.NORMAL,
      name: '박추심',
      mobile: '01099998888',
      email: 'admin@soridam.kr',
    },
    { type: USER_TYPE.CUSTOMER, state: STATE.NORMAL, name: '고객아님', mobile: '01011112222' },
  ]);
  const [rentalCat, multiCat] = await db
    .insert(t.subscCats)
    .values([
      { title: '렌탈', type: SUBSC_CAT_TYPE.RENTAL_TAKE, state: STATE.ENABLE },
      { title: '교환 구독', type: SUBSC_CAT_TYPE.MULTI, state: STATE.ENABLE },
    ])
    .returning();
  await db.insert(t.subscCatOpts).values([
    { subscCatId: rentalCat!.id, type: SUBSC_CAT_OPT_TYPE.DURATION, val: 12, title: '12개월' },
    {
      subscCatId: multiCat!.id,
      type: SUBSC_CAT_OPT_TYPE.DURATION,
      val: 12,
      title: '12개월',
      options: { ctr_change: 2 },
    },
  ]);
  const prod = (title: string, code: string, typeConn: number = TYPE_CONN.OPTION) => ({
    title,
    code,
    typeConn,
    typeStock: TYPE_STOCK.STOCK,
    state: STATE.ENABLE,
    stateProvide: 100,
  });
  const [turntable, speaker, pkg] = await db
    .insert(t.prods)
    .values([
      prod('오음 턴테이블', 'TT-1'),
      prod('노르드 스피커', 'SP-1'),
      prod('거실 세트', 'PKG-1', TYPE_CONN.PACKAGE),
    ])
    .returning();
  await db.insert(t.atts).values({
    attachableType: MORPH_TYPE.PROD,
    attachableId: turntable!.id,
    type: 100,
    role: 'prod',
    path: '/files/prods/tt-1.png',
    mime: 'image/png',
  });
  const [white] = await db
    .insert(t.prodOpts)
    .values({ prodId: turntable!.id, type: PROD_OPT_TYPE.COLOR, title: '화이트', val: '#fff' })
    .returning();
  const [cat] = await db.insert(t.feedbackCats).values({ title: '해지 사유' }).returning();
  const reasons = await db
    .insert(t.feedbacks)
    .values([
      { feedbackCatId: cat!.id, title: '이사를 가요', sort: 1 },
      { feedbackCatId: cat!.id, title: '사용하지 않아요', sort: 2 },
    ])
    .returning();

  const spot = async (userId: number, name: string) => {
    const [row] = await db
      .insert(t.spots)
      .values({
        spotableType: MORPH_TYPE.USER,
        spotableId: userId,
        name,
        tel: '01012345678',
        addr: '서울특별시 마포구 월드컵북로 396',
        addrCode: '03925',
        addrDesc: '101동 1203호',
        state: SPOT_STATE.DEFAULT,
      })
      .returning();
    return row!;
  };
  const ownerSpot = await spot(owner.id, owner.name);
  const otherSpot = await spot(other.id, other.name);

  const card = async (userId: number, key: string) => {
    const [row] = await db
      .insert(t.payments)
      .values({
        userId,
        type: PAYMENT_TYPE.BILL_AUTH,
        state: PAYMENT_STATE.BILL_AUTH_SUCCESS,
        provider: 'simulator',
        billKey: key,
        cardCode: key.startsWith('sim_ok') ? '14' : '12',
        cardNumber: key.startsWith('sim_ok') ? '4242-****-****-4242' : '4000-****-****-0002',
      })
      .returning();
    return row!;
  };
  const cards = {
    ok: await card(owner.id, OK_KEY),
    decline: await card(owner.id, DECLINE_KEY),
    other: await card(other.id, OK_KEY),
  };

  let unitSeq = 0;
  const unit = async (prodId: number, prodOptId: number | null) => {
    unitSeq += 1;
    const [row] = await db
      .insert(t.prodStocks)
      .values({
        prodId,
        prodOptId,
        sn: `SN-${unitSeq}`,
        state: STOCK_STATE.ENABLE,
        tradeType: STOCK_TRADE_TYPE.RENTAL_TAKE,
      })
      .returning();
    return row!;
  };

  const add = async (userId: number, spec: RentalSpec) => {
    const months = spec.months ?? 12;
    const monthly = spec.monthly ?? 30000;
    const [subsc] = await db
      .insert(t.subscs)
      .values({
        userId,
        subscCatId: spec.multi ? multiCat!.id : rentalCat!.id,
        state: spec.state,
        stateReq: spec.stateReq,
        duration: months,
        cost: monthly,
        costDuration: monthly * months,
        startAt: spec.startAt ?? null,
        stopAt: spec.startAt ? new Date(spec.startAt.getTime() + months * 30 * DAY) : null,
        options: { title: spec.name },
        createdAt: spec.createdAt,
      })
      .returning();
    const id = subsc!.id;
    const paid = spec.paid ?? 1;
    const unpaid = spec.unpaid ?? 0;
    const cardRow = spec.card === 'decline' ? cards.decline : userId === other.id ? cards.other : cards.ok;
    for (let k = 0; k < paid + unpaid; k += 1) {
      const due = new Date(spec.createdAt.getTime() + k * 30 * DAY);
      const isPaid = k < paid;
      const [payment] = await db
        .insert(t.payments)
        .values({
          userId,
          type: PAYMENT_TYPE.BILL,
          state: isPaid ? PAYMENT_STATE.BILL_SUCCESS : PAYMENT_STATE.BILL_FAIL,
          title: `${spec.name} ${k + 1}회차`,
          cost: monthly,
          provider: 'simulator',
          pmId: `fixture-${id}-${k + 1}`,
          billKey: cardRow.billKey,
          cardCode: cardRow.cardCode,
          cardNumber: cardRow.cardNumber,
          paymentBillAuthId: cardRow.id,
          paidAt: isPaid ? due : null,
          createdAt: due,
        })
        .returning();
      const [record] = await db
        .insert(t.recordSubscs)
        .values({
          subscId: id,
          paymentId: payment!.id,
          round: k + 1,
          state: isPaid ? PUR_ORDER_STATE.BILL_SUCCESS : PUR_ORDER_STATE.BILL_UNPAID,
          cost: monthly,
          dueAt: due,
          paidAt: isPaid ? due : null,
          content: isPaid ? [] : [{ cost: monthly, created_at: due.toISOString() }],
        })
        .returning({ id: t.recordSubscs.id });
      await db.insert(t.paymentRecords).values({ paymentId: payment!.id, recordSubscId: record!.id });
    }
    if (spec.card !== 'none') {
      await db
        .insert(t.paymentOrderers)
        .values({ paymentId: cardRow.id, ordererType: MORPH_TYPE.SUBSC, ordererId: id, state: STATE.ENABLE });
    }
    const holds = ![SUBSC_STATE.CANCEL, SUBSC_STATE.INIT_CANCEL].includes(spec.state as 30);
    const orderer = {
      ordererType: MORPH_TYPE.SUBSC,
      ordererId: id,
      duration: months,
      costDuration: monthly * months,
    };
    const hold = async (prodId: number, optId: number | null, parentId: number | null) => {
      const u = holds ? await unit(prodId, optId) : null;
      const [po] = await db
        .insert(t.prodOrderers)
        .values({
          ...orderer,
          prodId,
          parentId,
          prodStockId: u?.id ?? null,
          prodOptIds: optId ? [optId] : [],
        })
        .returning();
      if (u) await db.update(t.prodStocks).set({ prodOrdererId: po!.id }).where(eq(t.prodStocks.id, u.id));
      return po!;
    };
    if (spec.pkg) {
      const [head] = await db
        .insert(t.prodOrderers)
        .values({ ...orderer, prodId: pkg!.id, prodOptIds: [] })
        .returning();
      await hold(turntable!.id, white!.id, head!.id);
      await hold(speaker!.id, null, head!.id);
    } else {
      await hold(turntable!.id, white!.id, null);
    }
    await db.insert(t.ships).values({
      userId,
      shippableType: MORPH_TYPE.SUBSC,
      shippableId: id,
      type: 100,
      state: spec.state === SUBSC_STATE.INIT_APPLY ? SHIP_STATE.RESERVATION : SHIP_STATE.DONE,
      spotSet: ownerSpot.addr,
      spotSetCode: ownerSpot.addrCode,
      spotSetDesc: ownerSpot.addrDesc,
      spotSetTel: ownerSpot.tel,
      spotSetUserName: ownerSpot.name,
      spotSetAt: spec.startAt ?? null,
    });
    if (spec.contract) {
      await db
        .insert(t.recordContracts)
        .values({ contractableType: MORPH_TYPE.SUBSC, contractableId: id, path: 'generated' });
    }
    return id;
  };

  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  // Oldest first, so the list (newest first) reads them backwards.
  const r = {
    initCancel: await add(owner.id, {
      name: '취소된 주문',
      state: SUBSC_STATE.INIT_CANCEL,
      stateReq: SUBSC_STATE_REQ.INIT_CANCEL,
      createdAt: ago(400),
    }),
    collect: await add(owner.id, {
      name: '추심',
      state: SUBSC_STATE.CANCEL_COLLECT,
      stateReq: SUBSC_STATE_REQ.CANCEL_COMPLETE,
      createdAt: ago(390),
      startAt: ago(385),
      paid: 2,
      unpaid: 3,
    }),
    cancelled: await add(owner.id, {
      name: '해지 완료',
      state: SUBSC_STATE.CANCEL,
      stateReq: SUBSC_STATE_REQ.CANCEL_COMPLETE,
      createdAt: ago(300),
      startAt: ago(295),
      paid: 5,
    }),
    cancelling: await add(owner.id, {
      name: '해지 진행',
      state: SUBSC_STATE.ENABLE,
      stateReq: SUBSC_STATE_REQ.CANCEL_ASSIGN,
      createdAt: ago(200),
      startAt: ago(195),
      paid: 6,
    }),
    unpaidDecline: await add(owner.id, {
      name: '미납 거절',
      state: SUBSC_STATE.ENABLE,
      stateReq: SUBSC_STATE_REQ.SET_COMPLETE,
      createdAt: ago(150),
      startAt: ago(145),
      paid: 3,
      unpaid: 2,
      card: 'decline',
    }),
    unpaidOk: await add(owner.id, {
      name: '미납 재시도',
      state: SUBSC_STATE.PAUSE,
      stateReq: SUBSC_STATE_REQ.SET_COMPLETE,
      createdAt: ago(120),
      startAt: ago(115),
      paid: 3,
      unpaid: 1,
      monthly: 29900,
    }),
    renting: await add(owner.id, {
      name: '렌탈 중',
      state: SUBSC_STATE.ENABLE,
      stateReq: SUBSC_STATE_REQ.SET_COMPLETE,
      createdAt: ago(70),
      startAt: new Date('2025-01-01T00:00:00+09:00'),
      paid: 3,
      contract: true,
    }),
    pkgRenting: await add(owner.id, {
      name: '세트 렌탈',
      state: SUBSC_STATE.ENABLE,
      stateReq: SUBSC_STATE_REQ.SET_COMPLETE,
      createdAt: ago(60),
      startAt: ago(55),
      paid: 2,
      pkg: true,
    }),
    shipping: await add(owner.id, {
      name: '배송 중',
      state: SUBSC_STATE.INIT_APPLY,
      stateReq: SUBSC_STATE_REQ.SET_PROGRESS,
      createdAt: ago(5),
      startAt: ago(-1),
    }),
    preparing: await add(owner.id, {
      name: '상품 준비',
      state: SUBSC_STATE.INIT_APPLY,
      stateReq: SUBSC_STATE_REQ.SET_ASSIGN,
      createdAt: ago(3),
      startAt: ago(-3),
    }),
    applied: await add(owner.id, {
      name: '신청 접수',
      state: SUBSC_STATE.INIT_APPLY,
      stateReq: SUBSC_STATE_REQ.INIT_APPLY_INIT,
      createdAt: ago(1),
    }),
    multi: await add(owner.id, {
      name: '교환 구독',
      state: SUBSC_STATE.ENABLE,
      stateReq: SUBSC_STATE_REQ.SET_COMPLETE,
      createdAt: ago(30),
      startAt: ago(28),
      multi: true,
    }),
    others: await add(other.id, {
      name: '남의 렌탈',
      state: SUBSC_STATE.ENABLE,
      stateReq: SUBSC_STATE_REQ.SET_COMPLETE,
      createdAt: ago(50),
      startAt: ago(45),
      contract: true,
    }),
  };
  return { owner, other, ownerSpot, otherSpot, reasons, rentals: r, cards };
}
