import { describe, expect, it } from 'vitest';
import { SUBSC_STATE } from '../codes/subsc-state';
import { SUBSC_STATE_REQ } from '../codes/subsc-state-req';
import {
  billingRound,
  RENTAL_LABEL,
  type RentalListEntry,
  rentalListLabel,
  rentalStaffLabel,
} from './state-label';

const entry = (state: number, state_req: number, extra: Partial<RentalListEntry> = {}): RentalListEntry => ({
  state,
  state_req,
  start_at: null,
  unpaidCount: 0,
  paidCount: 0,
  months: 12,
  ...extra,
});

const { INIT_APPLY, ENABLE } = SUBSC_STATE;
const R = SUBSC_STATE_REQ;

describe('rental list label', () => {
  it('pins the customer-visible labels', () => {
    expect(Object.values(RENTAL_LABEL)).toEqual([
      '신규',
      '설치기사 배정중',
      '상품준비중',
      '배송중',
      '취소종료',
      '해지요청',
      '미납중',
      '렌탈중',
      '해지종료',
      '추심종료',
      '렌탈종료',
      '회수중',
      '인수완료',
    ]);
  });

  it('labels an application by its request state and start date', () => {
    expect(rentalListLabel(entry(INIT_APPLY, R.INIT_APPLY_INIT))).toBe('신규');
    expect(rentalListLabel(entry(INIT_APPLY, R.INIT_APPLY_INIT, { start_at: '2024-03-08' }))).toBe(
      '설치기사 배정중',
    );
    expect(rentalListLabel(entry(INIT_APPLY, R.SET_ASSIGN))).toBe('상품준비중');
    expect(rentalListLabel(entry(INIT_APPLY, R.SET_PROGRESS))).toBe('배송중');
    expect(rentalListLabel(entry(INIT_APPLY, R.INIT_APPLY_ERR_PAY))).toBe('신규');
  });

  it('labels a running rental: cancelling, then unpaid, then its billing round', () => {
    expect(rentalListLabel(entry(ENABLE, R.CANCEL_PROGRESS, { unpaidCount: 2 }))).toBe('해지요청');
    expect(rentalListLabel(entry(ENABLE, R.SET_COMPLETE, { unpaidCount: 1 }))).toBe('미납중');
    expect(rentalListLabel(entry(ENABLE, R.SET_COMPLETE))).toBe('1회차');
    expect(rentalListLabel(entry(ENABLE, R.SET_COMPLETE, { paidCount: 11 }))).toBe('12회차');
    expect(rentalListLabel(entry(ENABLE, R.CANCEL_CANCEL, { paidCount: 2 }))).toBe('3회차');
    expect(billingRound(0, 12)).toBe('1회차');
    expect(rentalListLabel(entry(ENABLE, R.SET_COMPLETE, { paidCount: 47, months: 48 }))).toBe('48회차');
    // The last round paid, the term running on to its stop date: nothing more is billed, never 49회차.
    expect(billingRound(48, 48)).toBe('48회차');
  });

  it('labels a running rental with every round paid 렌탈중, not its last round', () => {
    expect(rentalListLabel(entry(ENABLE, R.SET_COMPLETE, { paidCount: 12, months: 12 }))).toBe('렌탈중');
    expect(rentalListLabel(entry(ENABLE, R.SET_COMPLETE, { paidCount: 48, months: 48 }))).toBe('렌탈중');
    expect(
      rentalListLabel(entry(ENABLE, R.SET_COMPLETE, { paidCount: 12, months: 12, unpaidCount: 1 })),
    ).toBe('미납중');
  });

  it('labels the ended and cancelled states', () => {
    expect(rentalListLabel(entry(SUBSC_STATE.INIT_CANCEL, R.INIT_CANCEL))).toBe('취소종료');
    expect(rentalListLabel(entry(SUBSC_STATE.INIT_REJECT, R.INIT_REJECT))).toBe('취소종료');
    expect(rentalListLabel(entry(SUBSC_STATE.PAUSE, R.SET_COMPLETE))).toBe('미납중');
    expect(rentalListLabel(entry(SUBSC_STATE.CANCEL, R.CANCEL_COMPLETE))).toBe('해지종료');
    expect(rentalListLabel(entry(SUBSC_STATE.CANCEL_COLLECT, R.CANCEL_COMPLETE))).toBe('추심종료');
    expect(rentalListLabel(entry(SUBSC_STATE.TERMINATE, R.UNSET_COMPLETE))).toBe('렌탈종료');
  });

  it('labels an ended term whose units are still to be fetched 회수중, not 렌탈종료', () => {
    for (const req of [R.UNSET, R.UNSET_ASSIGN, R.UNSET_PROGRESS, R.UNSET_CHECK]) {
      expect(rentalListLabel(entry(SUBSC_STATE.TERMINATE, req))).toBe('회수중');
    }
    // A rental in collection keeps its own label through the return pickup.
    expect(rentalListLabel(entry(SUBSC_STATE.CANCEL_COLLECT, R.UNSET_ASSIGN))).toBe('추심종료');
  });

  it('labels a rental-take rental whose product passed to the customer 인수완료', () => {
    expect(rentalListLabel(entry(SUBSC_STATE.TERMINATE, R.TERMINATE))).toBe('인수완료');
  });
});

describe('rental staff label', () => {
  it('tells staff a rental ended by a lost unit from a termination, and is the customer’s label otherwise', () => {
    const lost = entry(SUBSC_STATE.CANCEL_LOSS, R.CANCEL_COMPLETE);
    expect(rentalListLabel(lost)).toBe('해지종료');
    expect(rentalStaffLabel(lost)).toBe('분실해지');
    expect(rentalStaffLabel(entry(SUBSC_STATE.CANCEL, R.CANCEL_COMPLETE))).toBe('해지종료');
    expect(rentalStaffLabel(entry(ENABLE, R.SET_COMPLETE, { paidCount: 3 }))).toBe('4회차');
  });

  it('follows a termination’s pickup step by step, where the customer reads 해지요청 throughout', () => {
    const steps = [R.CANCEL, R.CANCEL_ASSIGN, R.CANCEL_PROGRESS, R.CANCEL_CHECK];
    expect(steps.map((req) => rentalListLabel(entry(ENABLE, req)))).toEqual(Array(4).fill('해지요청'));
    expect(steps.map((req) => rentalStaffLabel(entry(ENABLE, req)))).toEqual([
      '해지요청',
      '해지요청 · 회수 배정',
      '해지요청 · 회수 중',
      '해지요청 · 회수 점검',
    ]);
    // Only a running rental's termination: a paused one reads as the customer's list says.
    expect(rentalStaffLabel(entry(SUBSC_STATE.PAUSE, R.CANCEL_ASSIGN))).toBe('미납중');
  });
});
