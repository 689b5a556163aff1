import { describe, expect, it } from 'vitest';
import { SHIP_STATE } from '../codes/ship-state';
import { SUBSC_STATE } from '../codes/subsc-state';
import { SUBSC_STATE_REQ } from '../codes/subsc-state-req';
import {
  ALL_PAID_NEXT_PAYMENT,
  COLLECTION_REASON_MESSAGE,
  CONTRACT_NOT_STARTED_MESSAGE,
  CONTRACT_NOT_UPLOADED_MESSAGE,
  ENDED_NEXT_PAYMENT,
  hasOverdue,
  isContractAvailable,
  isHighlighted,
  mayRequestCare,
  PICKUP_STATE_LABEL,
  paymentSchedule,
  pickupView,
  showsCollection,
  showsFinalTermination,
} from './detail-sections';

const s = (state: number, state_req: number = SUBSC_STATE_REQ.SET_COMPLETE) => ({ state, state_req });

describe('subscription detail sections', () => {
  it('show the overdue section and the red highlight', () => {
    expect(hasOverdue(0)).toBe(false);
    expect(hasOverdue(1)).toBe(true);
    expect(isHighlighted(s(SUBSC_STATE.ENABLE, SUBSC_STATE_REQ.CANCEL), 0)).toBe(true);
    expect(isHighlighted(s(SUBSC_STATE.ENABLE), 2)).toBe(true);
    expect(isHighlighted(s(SUBSC_STATE.ENABLE, SUBSC_STATE_REQ.CANCEL_ASSIGN), 0)).toBe(false);
  });

  it('show final termination and collection for the right states', () => {
    expect(showsFinalTermination(s(SUBSC_STATE.CANCEL_LOSS))).toBe(true);
    expect(showsFinalTermination(s(SUBSC_STATE.TERMINATE))).toBe(false);
    expect(showsCollection(s(SUBSC_STATE.CANCEL_COLLECT))).toBe(true);
    expect(showsCollection(s(SUBSC_STATE.CANCEL))).toBe(false);
  });

  it('offer the contract from ENABLE on', () => {
    expect(isContractAvailable(s(SUBSC_STATE.INIT_APPLY))).toBe(false);
    expect(isContractAvailable(s(SUBSC_STATE.ABNORMAL))).toBe(false);
    for (const state of [
      SUBSC_STATE.ENABLE,
      SUBSC_STATE.CANCEL,
      SUBSC_STATE.CANCEL_COLLECT,
      SUBSC_STATE.CANCEL_LOSS,
    ]) {
      expect(isContractAvailable(s(state))).toBe(true);
    }
  });

  it('offer AS only without enabled cares after installation', () => {
    expect(mayRequestCare(s(SUBSC_STATE.ENABLE), 0)).toBe(true);
    expect(mayRequestCare(s(SUBSC_STATE.ENABLE), 1)).toBe(false);
    expect(mayRequestCare(s(SUBSC_STATE.ENABLE, SUBSC_STATE_REQ.SET_PROGRESS), 0)).toBe(false);
  });

  it('keep the documents’ section messages', () => {
    expect(CONTRACT_NOT_STARTED_MESSAGE).toBe('아직 계약이 시작되지 않았습니다.');
    expect(CONTRACT_NOT_UPLOADED_MESSAGE).toBe('계약서가 아직 등록되지 않았습니다.');
    expect(COLLECTION_REASON_MESSAGE).toBe('3개월 이상 미납되어 채권추심 기관으로 이관되었습니다.');
  });
});

describe('payment schedule', () => {
  const rental = (state: number, paidCount: number, next_at: string | null = '2026-03-01T00:00:00Z') => ({
    state,
    paidCount,
    months: 12,
    next_at,
  });

  it('gives the next billing day and round while rounds are left', () => {
    expect(paymentSchedule(rental(SUBSC_STATE.ENABLE, 11))).toEqual({
      nextPayment: '2026-03-01',
      roundTitle: '다음 청구',
    });
    expect(paymentSchedule(rental(SUBSC_STATE.ENABLE, 3, null)).nextPayment).toBe('미정');
  });

  it('says nothing more will be charged once every round is paid, not 미정', () => {
    expect(paymentSchedule(rental(SUBSC_STATE.ENABLE, 12, null))).toEqual({
      nextPayment: '없음 (결제 완료)',
      roundTitle: '마지막 청구',
    });
    expect(ALL_PAID_NEXT_PAYMENT).toBe('없음 (결제 완료)');
  });

  it('says none on an ended rental', () => {
    expect(paymentSchedule(rental(SUBSC_STATE.TERMINATE, 12, null))).toEqual({
      nextPayment: '없음 (종료된 렌탈)',
      roundTitle: '마지막 청구',
    });
    expect(paymentSchedule(rental(SUBSC_STATE.CANCEL, 4)).nextPayment).toBe(ENDED_NEXT_PAYMENT);
  });
});

describe('pickup view', () => {
  const ship = (state: number, spot_out_at: string | null = '2027-01-04T15:00:00Z') => ({
    state,
    spot_out_at,
  });

  it('labels each pickup state', () => {
    expect(PICKUP_STATE_LABEL).toEqual({
      [SHIP_STATE.NONE]: '회수 예정',
      [SHIP_STATE.RESERVATION]: '회수 예정',
      [SHIP_STATE.PROGRESS]: '회수 중',
      [SHIP_STATE.DONE]: '회수 완료',
      [SHIP_STATE.CANCEL]: '회수 취소',
    });
  });

  it('gives a booked pickup its 회수 예정일 (Seoul day) and a done one its 회수일', () => {
    expect(pickupView(ship(SHIP_STATE.RESERVATION))).toEqual({
      stateLabel: '회수 예정',
      dateTitle: '회수 예정일',
      date: '2027-01-05',
    });
    expect(pickupView(ship(SHIP_STATE.PROGRESS, null))).toEqual({
      stateLabel: '회수 중',
      dateTitle: '회수 예정일',
      date: '미정',
    });
    expect(pickupView(ship(SHIP_STATE.DONE))).toMatchObject({ stateLabel: '회수 완료', dateTitle: '회수일' });
  });

  it('reads an unknown state as booked', () => {
    expect(pickupView(ship(999)).stateLabel).toBe('회수 예정');
  });
});
