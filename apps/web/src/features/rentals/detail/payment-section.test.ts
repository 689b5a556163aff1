import { describe, expect, it } from 'vitest';
import { render, rental, rows } from './detail-section-fixture';
import { PaymentSection } from './payment-section';
import { StatusHeader } from './status-header';

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
