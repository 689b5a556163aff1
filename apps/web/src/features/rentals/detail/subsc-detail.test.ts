import type { SubscDetail as SubscDetailData } from '@shop/domain/api/subscs-read';
import { RECORD_STATE } from '@shop/domain/codes/record-state';
import { SHIP_STATE } from '@shop/domain/codes/ship-state';
import { SUBSC_STATE } from '@shop/domain/codes/subsc-state';
import { SUBSC_STATE_REQ } from '@shop/domain/codes/subsc-state-req';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pickupShip, rentalDetail, rows } from './detail-section-fixture';
import { SubscDetail } from './subsc-detail';

const renderDetail = (subsc: SubscDetailData) =>
  renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client: new QueryClient() },
      createElement(MemoryRouter, null, createElement(SubscDetail, { subsc })),
    ),
  );

describe('rental detail', () => {
  const pickup = pickupShip(SHIP_STATE.RESERVATION);

  it("tells a termination's pickup once, under 해지 진행 중, with its state, day and address", () => {
    const html = renderDetail(
      rentalDetail({
        state_req: SUBSC_STATE_REQ.CANCEL,
        ships_cancel: pickup,
        ships_pickup: pickup,
        cancel: { total: 120000 },
      }),
    );
    const lines = rows(html);
    expect(lines.filter((line) => line.startsWith('회수 상태'))).toEqual(['회수 상태: 회수 예정']);
    expect(lines).toContain('회수 희망일: 2027-01-13');
    expect(lines).toContain('회수 주소: (03925) 서울 종로구 세종대로 1 101호');
    expect(html.indexOf('해지 진행 중')).toBeLessThan(html.indexOf('회수 상태'));
    expect(html.indexOf('회수 상태')).toBeLessThan(html.indexOf('배송 정보'));
  });

  it('shows a 분실 해지’s loss charge in 최종 해지, with whether it is paid', () => {
    const html = renderDetail(
      rentalDetail({
        state: SUBSC_STATE.CANCEL_LOSS,
        state_req: SUBSC_STATE_REQ.UNSET,
        stop_at: '2026-11-20T01:00:00Z',
        next_at: null,
        loss_charge: { cost: 150_000, state: RECORD_STATE.PAID, state_title: '결제 완료' },
      }),
    );
    const section = html.slice(html.indexOf('최종 해지'), html.indexOf('배송 정보'));
    expect(rows(section)).toEqual(['해지일: 2026-11-20', '분실 변상금: 150,000원 · 결제 완료']);
  });
});
