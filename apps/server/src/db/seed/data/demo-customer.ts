import { SUBSC_STATE, type SubscState } from '@shop/domain/codes/subsc-state';
import { SUBSC_STATE_REQ, type SubscStateReq } from '@shop/domain/codes/subsc-state-req';

/** The demo customer of the README, with two Seoul addresses and rentals in the interesting states. */
export const DEMO_CUSTOMER = {
  email: 'demo@soridam.kr',
  password: 'demo1234!',
  name: '김소리',
  mobile: '01012345678',
  card: {
    billKey: 'sim_ok_14_5365_1234_00000000000d3e01',
    cardCode: '14',
    cardNumber: '5365-****-****-1234',
  },
};

export const DEMO_SPOTS = [
  {
    title: '우리집',
    name: '김소리',
    tel: '01012345678',
    addr: '서울특별시 마포구 월드컵북로 396 (상암동)',
    addrCode: '03925',
    addrDesc: '상암 리버뷰 101동 1203호',
    isDefault: true,
    typeWeekend: false,
  },
  {
    title: '회사',
    name: '김소리',
    tel: '01012345678',
    addr: '서울특별시 강남구 테헤란로 152 (역삼동)',
    addrCode: '06236',
    addrDesc: '강남파이낸스센터 12층',
    isDefault: false,
    typeWeekend: true,
  },
];

/**
 * Rentals, with dates in days relative to the day the seed runs (negative = past), so the demo stays
 * current: `startDay` is the installation day, `orderDay` the checkout day.
 */
export type DemoRentalSeed = {
  prodSlug: string;
  colorKey: string;
  duration: 12 | 24 | 36 | 48;
  state: SubscState;
  stateReq: SubscStateReq;
  orderDay: number;
  /** Chosen installation day (also the start once installed). */
  setDay: number;
  /** Monthly rounds already paid. */
  paidRounds: number;
  /** Rounds billed but unpaid after the paid ones. */
  unpaidRounds: number;
  /** Day the rental ended (cancelled). */
  stopDay?: number;
  note: string;
};

export const DEMO_RENTALS: DemoRentalSeed[] = [
  {
    prodSlug: 'oneum-tt-mini',
    colorKey: 'white',
    duration: 24,
    state: SUBSC_STATE.INIT_APPLY,
    stateReq: SUBSC_STATE_REQ.INIT_APPLY_INIT,
    orderDay: -1,
    setDay: 5,
    paidRounds: 1,
    unpaidRounds: 0,
    note: '신청 접수',
  },
  {
    prodSlug: 'nordlyd-o-one',
    colorKey: 'sand',
    duration: 12,
    state: SUBSC_STATE.INIT_APPLY,
    stateReq: SUBSC_STATE_REQ.SET_ASSIGN,
    orderDay: -3,
    setDay: 3,
    paidRounds: 1,
    unpaidRounds: 0,
    note: '설치 기사 배정 중',
  },
  {
    prodSlug: 'set-living-room',
    colorKey: '',
    duration: 36,
    state: SUBSC_STATE.INIT_APPLY,
    stateReq: SUBSC_STATE_REQ.SET_PROGRESS,
    orderDay: -6,
    setDay: 1,
    paidRounds: 1,
    unpaidRounds: 0,
    note: '설치 배송 중',
  },
  {
    prodSlug: 'aurel-a1',
    colorKey: 'black',
    duration: 24,
    state: SUBSC_STATE.ENABLE,
    stateReq: SUBSC_STATE_REQ.SET_COMPLETE,
    orderDay: -158,
    setDay: -154,
    paidRounds: 6,
    unpaidRounds: 0,
    note: '렌탈 중',
  },
  {
    prodSlug: 'nordlyd-hygge-1',
    colorKey: 'walnut',
    duration: 48,
    state: SUBSC_STATE.ENABLE,
    stateReq: SUBSC_STATE_REQ.SET_COMPLETE,
    orderDay: -250,
    setDay: -245,
    paidRounds: 8,
    unpaidRounds: 1,
    note: '렌탈 중 (결제 실패 1회)',
  },
  {
    prodSlug: 'oneum-tt-2',
    colorKey: 'black',
    duration: 12,
    state: SUBSC_STATE.CANCEL,
    stateReq: SUBSC_STATE_REQ.CANCEL_COMPLETE,
    orderDay: -330,
    setDay: -325,
    paidRounds: 5,
    unpaidRounds: 0,
    stopDay: -170,
    note: '중도 해지 완료',
  },
];
