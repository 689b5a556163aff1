import type { Subsc } from '@shop/domain/api/subscs-read';
import { SHIP_STATE } from '@shop/domain/codes/ship-state';
import { SUBSC_STATE } from '@shop/domain/codes/subsc-state';
import { SUBSC_STATE_REQ } from '@shop/domain/codes/subsc-state-req';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ShippingInfo } from './shipping-info';
import { StatusHeader } from './status-header';

const rental = (extra: Partial<Subsc>) =>
  ({
    id: 7,
    title: '오디오 구독',
    state: SUBSC_STATE.ENABLE,
    state_req: SUBSC_STATE_REQ.SET_COMPLETE,
    state_title: '구독중',
    start_at: '2026-01-10T01:00:00Z',
    created_at: '2026-01-09T01:00:00Z',
    next_at: '2026-12-10T00:00:00Z',
    duration: 12,
    record_subscs_ctr: 11,
    record_subscs_unpaid_ctr: 0,
    payment_orderer_avail: null,
    ships_last: {
      id: 1,
      type: 100,
      state: SHIP_STATE.DONE,
      spot_set_user_name: '김렌탈',
      spot_set_tel: '01012345678',
      spot_set: '서울 종로구 세종대로 1',
      spot_set_desc: '101호',
      spot_set_code: '03925',
      spot_set_at: '2026-01-10T01:00:00Z',
    },
    ships_pickup: null,
    ...extra,
  }) as unknown as Subsc;

// biome-ignore lint/suspicious/noExplicitAny: each section takes the rental (the header a highlight too).
type Section = (props: any) => ReturnType<typeof ShippingInfo>;
const render = (component: Section, subsc: Subsc) =>
  renderToStaticMarkup(
    createElement(MemoryRouter, null, createElement(component, { subsc, highlighted: false })),
  );

/** The rows of a `<dl>` as "term: value" lines, tags dropped. */
const rows = (html: string) =>
  [...html.matchAll(/<dt>(.*?)<\/dt><dd>(.*?)<\/dd>/g)].map(([, dt, dd]) => `${dt}: ${dd}`);

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
