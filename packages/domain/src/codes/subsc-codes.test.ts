import { describe, expect, it } from 'vitest';
import { CARE_STATE, CARE_STATE_LABEL } from './care-state';
import { SUBSC_CAT_OPT_TYPE, SUBSC_CAT_TYPE } from './subsc-cat-type';
import { SUBSC_STATE, SUBSC_STATE_CONTRACT_ORDER, SUBSC_STATE_LABEL } from './subsc-state';
import { SUBSC_STATE_REQ } from './subsc-state-req';

describe('subscription and care code tables', () => {
  it('pin the subscription states and their labels', () => {
    expect(SUBSC_STATE).toEqual({
      ABNORMAL: -500,
      INIT_APPLY: 10,
      INIT_FAIL: 20,
      INIT_CANCEL: 30,
      INIT_REJECT: 40,
      ENABLE: 400,
      PAUSE: 800,
      TERMINATE: 1000,
      CANCEL: 1040,
      CANCEL_LOSS: 1060,
      CANCEL_COLLECT: 1080,
    });
    expect(SUBSC_STATE_LABEL).toEqual({
      [-500]: '취소종료',
      10: '신청접수',
      30: '신청취소',
      400: '구독중',
      1000: '종료',
      1040: '해지',
      1080: '추심해지',
    });
    expect(SUBSC_STATE_CONTRACT_ORDER).toEqual([10, 400, 1040, 1080, 1060]);
  });

  it('pin the request states', () => {
    expect(SUBSC_STATE_REQ).toEqual({
      INIT_APPLY_INIT: 100,
      INIT_APPLY_ERR_PAY: 120,
      INIT_CREDIT: 140,
      INIT_CANCEL: 160,
      INIT_REJECT: 180,
      SET_ASSIGN: 200,
      SET_PROGRESS: 300,
      SET_COMPLETE: 400,
      UNSET: 600,
      UNSET_ASSIGN: 620,
      UNSET_CANCEL: 640,
      UNSET_PROGRESS: 650,
      UNSET_CHECK: 660,
      UNSET_COMPLETE: 1020,
      CANCEL: 700,
      CANCEL_ASSIGN: 720,
      CANCEL_CANCEL: 740,
      CANCEL_PROGRESS: 750,
      CANCEL_CHECK: 760,
      CANCEL_COMPLETE: 1040,
      TERMINATE: 1000,
    });
  });

  it('pin the care states and their labels', () => {
    expect(CARE_STATE).toEqual({
      UNSET: 200,
      UNSET_CANCEL: 220,
      UNSET_ASSIGN: 240,
      UNSET_SHIP: 250,
      UNSET_COMPLETE: 260,
      CHECK_ASSIGN: 300,
      CHECK: 320,
      CHECK_COMPLETE: 340,
      CHECK_PAYMENT: 360,
      SET: 390,
      SET_ASSIGN: 400,
      SET_SHIP: 420,
      SET_COMPLETE: 440,
      DONE: 1000,
    });
    expect(CARE_STATE_LABEL).toEqual({
      200: 'AS요청',
      220: '철회',
      240: '배정중',
      250: '방문중',
      260: '방문완료',
      300: '수리중',
      320: '수리중',
      340: '수리완료',
      400: '재설치 준비중',
      420: '재설치 배송중',
      440: '재설치 완료',
      1000: 'AS종료',
    });
  });

  it('pin the subscription category types', () => {
    expect(SUBSC_CAT_TYPE).toEqual({ RENTAL_TAKE: 400, MULTI: 600 });
    expect(SUBSC_CAT_OPT_TYPE).toEqual({ DURATION: 200 });
  });
});
