import { SHIP_STATE } from '@shop/domain/codes/ship-state';
import { SUBSC_STATE } from '@shop/domain/codes/subsc-state';
import { SUBSC_STATE_REQ } from '@shop/domain/codes/subsc-state-req';
import { describe, expect, it } from 'vitest';
import { pickupShip, render, rental, rows } from './detail-section-fixture';
import { ShippingInfo } from './shipping-info';
import { StatusHeader } from './status-header';

describe('shipping info', () => {
  const ended = {
    state: SUBSC_STATE.TERMINATE,
    state_req: SUBSC_STATE_REQ.UNSET,
    record_subscs_ctr: 12,
    next_at: null,
  };
  it("shows an ended term's booked return pickup, its state and day, under a label of its own", () => {
    const subsc = rental({ ...ended, ships_pickup: pickupShip(SHIP_STATE.RESERVATION) });
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
      ships_pickup: pickupShip(SHIP_STATE.DONE),
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
