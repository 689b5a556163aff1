import type { Subsc } from '@shop/domain/api/subscs-read';
import { SUBSC_STATE } from '@shop/domain/codes/subsc-state';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PaymentButtons } from './payment-buttons';

const subsc = (state: number, unpaid = 0) =>
  ({ id: 7, state, record_subscs_unpaid_ctr: unpaid, payment_orderer_avail: null }) as unknown as Subsc;

const render = (rental: Subsc) =>
  renderToStaticMarkup(
    createElement(
      MemoryRouter,
      null,
      createElement(
        PaymentButtons,
        { subsc: rental, first: createElement('button', { type: 'button' }, '결제 재시도') },
        createElement('a', { href: '/invoice' }, '청구서 보기'),
      ),
    ),
  );

describe('PaymentButtons', () => {
  it("puts the section's first button, then 카드 변경, the section's own buttons and 결제 내역", () => {
    const html = render(subsc(SUBSC_STATE.ENABLE));
    const order = ['결제 재시도', '카드 변경', '청구서 보기', '결제 내역'].map((word) => html.indexOf(word));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).toContain('href="/payments/bill/subsc/7"');
  });

  it('offers no card change on an ended rental with nothing unpaid, but does while rounds are unpaid', () => {
    expect(render(subsc(SUBSC_STATE.TERMINATE))).not.toContain('카드 변경');
    expect(render(subsc(SUBSC_STATE.TERMINATE, 2))).toContain('카드 변경');
  });
});
