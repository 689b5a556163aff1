import type { Subsc } from '@shop/domain/api/subscs-read';
import { SHIP_STATE } from '@shop/domain/codes/ship-state';
import { SUBSC_STATE } from '@shop/domain/codes/subsc-state';
import { SUBSC_STATE_REQ } from '@shop/domain/codes/subsc-state-req';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PaymentSection } from './payment-section';
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
type Section = (props: any) => ReturnType<typeof PaymentSection>;
const render = (component: Section, subsc: Subsc) =>
  renderToStaticMarkup(
    createElement(MemoryRouter, null, createElement(component, { subsc, highlighted: false })),
  );

/** The rows of a `<dl>` as "term: value" lines, tags dropped. */
const rows = (html: string) =>
  [...html.matchAll(/<dt>(.*?)<\/dt><dd>(.*?)<\/dd>/g)].map(([, dt, dd]) => `${dt}: ${dd}`);

describe('payment section', () => {
  it('gives the next billing day and the round it is for while rounds are left', () => {
    expect(rows(render(PaymentSection, rental({})))).toEqual([
      '결제 카드: 등록된 카드 없음',
      '다음 결제일: 2026-12-10',
      '다음 청구: 12/12회차',
    ]);
  });

  it('says nothing more will be charged once every round is paid, not 미정 and 다음 청구', () => {
    const html = render(PaymentSection, rental({ record_subscs_ctr: 12, next_at: null }));
    expect(rows(html)).toEqual([
      '결제 카드: 등록된 카드 없음',
      '다음 결제일: 없음 (결제 완료)',
      '마지막 청구: 12/12회차',
    ]);
    expect(html).not.toContain('미정');
  });

  it('heads the fully paid rental 렌탈중, not 12회차', () => {
    const html = render(StatusHeader, rental({ record_subscs_ctr: 12, next_at: null }));
    expect(html).toContain('렌탈중');
    expect(html).not.toContain('12회차');
  });
});
