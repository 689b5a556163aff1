import type { AdminDiscount } from '@shop/domain/api/admin/catalogue';
import { describe, expect, it } from 'vitest';
import { describeDiscount, discountStatus, draftOf } from './discount-form';
import { appliedDiscount, shownMonthly } from './fee-table';

// Saved from the form with 시작일 2026-12-01 and 종료일 2026-12-31: it runs until Seoul's midnight after the 31st.
const december: AdminDiscount = {
  id: 7,
  title: '연말 할인',
  type_val: 'COST',
  val: 3000,
  start_at: '2026-11-30T15:00:00.000Z',
  stop_at: '2026-12-31T15:00:00.000Z',
};
const at = (iso: string) => Date.parse(iso);

describe('the discount form reads a saved discount back', () => {
  it('as the same last day it was saved with, not the day after', () => {
    expect(draftOf(december)).toMatchObject({ start: '2026-12-01', stop: '2026-12-31' });
    expect(describeDiscount(december)).toBe('연말 할인 · 월 3,000원 할인 · 2026.12.01 ~ 2026.12.31');
    expect(draftOf(null)).toEqual({ title: '', type_val: 'COST', val: '', start: '', stop: '' });
  });

  it('marks it 예정 before its start and 진행 중 within its period', () => {
    expect(discountStatus(december, at('2026-11-30T14:59:59Z'))).toBe(
      '예정: 연말 할인 · 월 3,000원 할인 · 2026.12.01 ~ 2026.12.31',
    );
    expect(discountStatus(december, at('2026-12-31T14:59:59Z'))).toMatch(/^진행 중: /);
    expect(discountStatus(december, at('2026-12-31T15:00:00Z'))).toMatch(/^종료: /);
    expect(discountStatus(null, at('2026-12-01T00:00:00Z'))).toBe('진행 중인 할인이 없습니다.');
  });
});

describe('the fee table’s storefront price', () => {
  it('applies the discount only while it runs, as the storefront does', () => {
    const open = { ...december, start_at: null, stop_at: null };
    expect(appliedDiscount(december, at('2026-12-15T00:00:00Z'))).toBe(december);
    expect(appliedDiscount(december, at('2026-11-15T00:00:00Z'))).toBeNull();
    expect(appliedDiscount(december, at('2027-01-15T00:00:00Z'))).toBeNull();
    expect(appliedDiscount(open, at('2027-01-15T00:00:00Z'))).toBe(open);
    expect(appliedDiscount(null, at('2027-01-15T00:00:00Z'))).toBeNull();
    expect(shownMonthly(19_900, 12, appliedDiscount(december, at('2026-12-15T00:00:00Z')))).toBe(16_900);
    expect(shownMonthly(19_900, 12, appliedDiscount(december, at('2021-12-15T00:00:00Z')))).toBe(19_900);
  });
});
