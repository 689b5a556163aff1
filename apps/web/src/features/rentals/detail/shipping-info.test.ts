import { SHIP_STATE } from '@shop/domain/codes/ship-state';
import { SUBSC_STATE } from '@shop/domain/codes/subsc-state';
import { SUBSC_STATE_REQ } from '@shop/domain/codes/subsc-state-req';
import { describe, expect, it } from 'vitest';
import { render, rental, rows } from './detail-section-fixture';
import { ShippingInfo } from './shipping-info';
import { StatusHeader } from './status-header';

describe('shipping info', () => {
  const ended = {
    state: SUBSC_STATE.TERMINATE,
    state_req: SUBSC_STATE_REQ.UNSET,
    record_subscs_ctr: 12,
    next_at: null,
  };
  const pickup = (state: number) => ({
    id: 2,
    state,
    spot_out_at: '2027-01-12T15:00:00.000Z',
    spot_out_user_name: '김렌탈',
    spot_out_tel: '01012345678',
    spot_out: '서울 종로구 세종대로 1',
    spot_out_desc: '101호',
    spot_out_code: '03925',
  });

  it("shows an ended term's booked return pickup, its state and day, under a label of its own", () => {
    const subsc = rental({ ...ended, ships_pickup: pickup(SHIP_STATE.RESERVATION) });
    expect(rows(render(ShippingInfo, subsc)).slice(-2)).toEqual([
      '회수 상태: 회수 예정',
      '회수 예정일: 2027-01-13',
    ]);
    const header = render(StatusHeader, subsc);
    expect(header).toContain('회수중');
    expect(header).not.toContain('렌탈종료');
  });

  it('shows a done pickup by the day it was done', () => {
    const subsc = rental({
      ...ended,
      state_req: SUBSC_STATE_REQ.UNSET_COMPLETE,
      ships_pickup: pickup(SHIP_STATE.DONE),
    });
    expect(rows(render(ShippingInfo, subsc)).slice(-2)).toEqual([
      '회수 상태: 회수 완료',
      '회수일: 2027-01-13',
    ]);
    expect(render(StatusHeader, subsc)).toContain('렌탈종료');
  });

  it('shows no pickup while none is booked', () => {
    const html = render(ShippingInfo, rental({}));
    expect(html).not.toContain('회수');
    expect(rows(html).at(-1)).toBe('설치일: 2026-01-10');
  });
});
