import { describe, expect, it } from 'vitest';
import { renderMessage } from './render-message';
import { orderCompleteVariables, type RentalMessage, rentalMessageVariables } from './rental-messages';

const seoul = (day: string) => new Date(`${day}T00:00:00+09:00`);
const t = '턴테이블 TT-1';
const base = { 상품명: t, 렌탈번호: '7', 주문번호: 'SD-000007' };

describe('what the engine tells a customer, as a template kind and its variables', () => {
  const cases: [RentalMessage, string, Record<string, string>][] = [
    [{ kind: 'shipped', title: t }, 'shipped', base],
    [
      {
        kind: 'installed',
        title: t,
        startAt: seoul('2026-01-31'),
        stopAt: seoul('2027-01-31'),
        nextAt: seoul('2026-02-28'),
      },
      'installed',
      { ...base, 시작일: '2026-01-31', 만료일: '2027-01-31', 다음결제일: '2026-02-28' },
    ],
    [
      {
        kind: 'installed',
        title: t,
        startAt: seoul('2026-01-31'),
        stopAt: seoul('2027-01-31'),
        nextAt: null,
      },
      'installed',
      { ...base, 시작일: '2026-01-31', 만료일: '2027-01-31', 다음결제일: '없음(결제 완료)' },
    ],
    [
      { kind: 'receipt', title: t, round: 7, amount: 54_900, paidAt: seoul('2024-02-29') },
      'receipt',
      { ...base, 회차: '7', 금액: '54,900원', 결제일: '2024-02-29' },
    ],
    [
      { kind: 'chargeFailed', title: t, amount: 1000, reason: '한도 초과' },
      'chargeFailed',
      { ...base, 금액: '1,000원', 사유: '한도 초과' },
    ],
    [
      { kind: 'unpaidPaid', title: t, amount: 1010, interest: 10 },
      'unpaidPaid',
      { ...base, 금액: '1,010원', 이자: '10원' },
    ],
    [{ kind: 'paused', title: t, unpaid: 3000 }, 'paused', { ...base, 미납금액: '3,000원' }],
    [
      { kind: 'collection', title: t, unpaid: 9000, phone: '1588-0000' },
      'collection',
      { ...base, 미납금액: '9,000원', 문의전화: '1588-0000' },
    ],
    [
      { kind: 'termNotice', title: t, stopAt: seoul('2026-12-31'), rentalTake: true },
      'termNoticeOwn',
      { ...base, 만료일: '2026-12-31' },
    ],
    [
      { kind: 'termNotice', title: t, stopAt: seoul('2026-12-31'), rentalTake: false },
      'termNoticePickup',
      { ...base, 만료일: '2026-12-31' },
    ],
    [{ kind: 'termEnded', title: t, pickupAt: null }, 'termEnded', base],
    [
      { kind: 'termEnded', title: t, pickupAt: seoul('2027-01-04') },
      'termEndedPickup',
      { ...base, 회수일: '2027-01-04' },
    ],
    [{ kind: 'ownershipTransferred', title: t }, 'ownershipTransferred', base],
    [{ kind: 'terminated', title: t, penalty: 0 }, 'terminated', base],
    [
      { kind: 'terminated', title: t, penalty: 120_000 },
      'terminatedPenalty',
      { ...base, 위약금: '120,000원' },
    ],
    [{ kind: 'lost', title: t, charge: 0 }, 'lost', base],
    [{ kind: 'lost', title: t, charge: 150_000 }, 'lostCharge', { ...base, 금액: '150,000원' }],
    [{ kind: 'penaltyPaid', title: t, amount: 120_000 }, 'penaltyPaid', { ...base, 금액: '120,000원' }],
    [{ kind: 'lossPaid', title: t, amount: 150_000 }, 'lossPaid', { ...base, 금액: '150,000원' }],
    [{ kind: 'refunded', title: t, amount: 39_900 }, 'refunded', { ...base, 금액: '39,900원' }],
  ];

  it.each(cases)('%o → %s', (message, kind, variables) => {
    expect(rentalMessageVariables(message, 7)).toEqual({ kind, variables });
  });

  it('links each message to the screen it is about: the billing history, or the rental', () => {
    const site = { publicUrl: 'https://soridam.kr', optOut: '수신거부' };
    const receipt = rentalMessageVariables(
      { kind: 'receipt', title: t, round: 2, amount: 1, paidAt: seoul('2026-01-01') },
      7,
    );
    expect(renderMessage(receipt.kind, receipt.variables, site).button).toEqual({
      name: '청구 내역 보기',
      url: 'https://soridam.kr/customer_v2/payments/bill/subsc/7',
    });
    const ended = rentalMessageVariables({ kind: 'termEnded', title: t, pickupAt: null }, 7);
    expect(renderMessage(ended.kind, ended.variables, site).button).toEqual({
      name: '렌탈 상세 보기',
      url: 'https://soridam.kr/customer_v2/subscs/7',
    });
  });
});

describe('the order number in every message about an order', () => {
  const site = { publicUrl: 'https://soridam.kr', optOut: '수신거부' };

  it('names the rental by its order number, in the text of each kind', () => {
    const shipped = rentalMessageVariables({ kind: 'shipped', title: t }, 123);
    expect(shipped.variables.주문번호).toBe('SD-000123');
    expect(renderMessage(shipped.kind, shipped.variables, site).body).toContain('주문번호: SD-000123');
  });

  it('names the order-complete message after the cart, with every order number and the first instalment', () => {
    expect(orderCompleteVariables([{ subscId: 42, title: t }], 54_900)).toEqual({
      상품명: t,
      금액: '54,900원',
      주문번호: 'SD-000042',
    });
    const two = orderCompleteVariables(
      [
        { subscId: 42, title: t },
        { subscId: 43, title: '스피커' },
      ],
      90_000,
    );
    expect(two).toEqual({ 상품명: `${t} 외 1개`, 금액: '90,000원', 주문번호: 'SD-000042, SD-000043' });
    expect(renderMessage('orderComplete', two, site).body).toBe(
      `${t} 외 1개 주문이 완료되었습니다. 첫 회차 90,000원이 결제되었습니다. 배송과 설치 일정은 담당자가 연락드려 정합니다.\n주문번호: SD-000042, SD-000043`,
    );
  });
});
