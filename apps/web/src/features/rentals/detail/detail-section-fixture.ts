import type { Subsc, SubscDetail } from '@shop/domain/api/subscs-read';
import { SHIP_STATE } from '@shop/domain/codes/ship-state';
import { SUBSC_STATE } from '@shop/domain/codes/subsc-state';
import { SUBSC_STATE_REQ } from '@shop/domain/codes/subsc-state-req';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';

/** For the detail sections' render tests: a running rental, delivered and installed, 11 of 12 rounds paid. */
export const rental = (extra: Partial<Subsc>) =>
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

/** A booked pickup from the rental's Seoul address, in the given ship state. */
export const pickupShip = (state: number) => ({
  id: 2,
  state,
  spot_out_at: '2027-01-12T15:00:00.000Z',
  spot_out_user_name: '김렌탈',
  spot_out_tel: '01012345678',
  spot_out: '서울 종로구 세종대로 1',
  spot_out_desc: '101호',
  spot_out_code: '03925',
});

/** The rental as GET subscs/{id} answers it (the whole detail's render tests): no cares, parts or estimate. */
export const rentalDetail = (extra: Partial<SubscDetail>) =>
  rental({
    ships_cancel: null,
    cancel: null,
    cancel_estimate: null,
    loss_charge: null,
    cares_enable: [],
    prod_orderers: [],
    add_ons: [],
    record_subscs_unpaid: [],
    subsc_cat: null,
    user: { name: '김렌탈' },
    ...extra,
  } as Partial<Subsc>) as SubscDetail;

// biome-ignore lint/suspicious/noExplicitAny: each section takes the rental (the header a highlight too).
type Section = (props: any) => ReactNode;

/** A detail section rendered to HTML for the rental, inside a router. */
export const render = (component: Section, subsc: Subsc) =>
  renderToStaticMarkup(
    createElement(MemoryRouter, null, createElement(component, { subsc, highlighted: false })),
  );

/** The rows of a `<dl>` as "term: value" lines, tags dropped. */
export const rows = (html: string) =>
  [...html.matchAll(/<dt>(.*?)<\/dt><dd>(.*?)<\/dd>/g)].map(([, dt, dd]) => `${dt}: ${dd}`);
