import { describe, expect, it } from 'vitest';
import {
  DISCOUNT_COST_MAX_MESSAGE,
  DISCOUNT_MIN_MESSAGE,
  DISCOUNT_PERIOD_MESSAGE,
  DISCOUNT_RATE_MAX_MESSAGE,
  DISCOUNT_WHOLE_MESSAGE,
  discountProblem,
} from './discount-admin';

describe('a discount staff may set', () => {
  it('takes a rate up to 90 % and an amount below the lowest monthly fee', () => {
    expect(discountProblem({ type_val: 'RATE', val: 90 }, 10000)).toBeNull();
    expect(discountProblem({ type_val: 'COST', val: 9999 }, 10000)).toBeNull();
    expect(discountProblem({ type_val: 'COST', val: 3000 }, null)).toBeNull();
  });

  it('refuses nothing-off, fractions, a rate past 90 %, an amount that eats the fee, a backwards period', () => {
    expect(discountProblem({ type_val: 'RATE', val: 0 }, 10000)).toBe(DISCOUNT_MIN_MESSAGE);
    expect(discountProblem({ type_val: 'COST', val: 10.5 }, 10000)).toBe(DISCOUNT_WHOLE_MESSAGE);
    expect(discountProblem({ type_val: 'RATE', val: 91 }, 10000)).toBe(DISCOUNT_RATE_MAX_MESSAGE);
    expect(discountProblem({ type_val: 'COST', val: 10000 }, 10000)).toBe(DISCOUNT_COST_MAX_MESSAGE);
    expect(
      discountProblem(
        { type_val: 'RATE', val: 10, start_at: '2026-05-01T00:00:00Z', stop_at: '2026-04-01T00:00:00Z' },
        10000,
      ),
    ).toBe(DISCOUNT_PERIOD_MESSAGE);
  });
});

describe('discount bounds, edge by edge', () => {
  it('holds a rate to 90 % only, whatever the fee, and an amount to below the fee only', () => {
    expect(discountProblem({ type_val: 'RATE', val: 50 }, 30)).toBeNull();
    expect(discountProblem({ type_val: 'RATE', val: 1 }, 1)).toBeNull();
    expect(discountProblem({ type_val: 'COST', val: 100000 }, null)).toBeNull();
    expect(discountProblem({ type_val: 'COST', val: 1 }, 1)).toBe(DISCOUNT_COST_MAX_MESSAGE);
    expect(discountProblem({ type_val: 'COST', val: -5 }, 10000)).toBe(DISCOUNT_MIN_MESSAGE);
    expect(discountProblem({ type_val: 'RATE', val: 0.5 }, 10000)).toBe(DISCOUNT_WHOLE_MESSAGE);
  });

  it('needs the end after the start when both are set, and lets an open end or start pass', () => {
    const period = (start_at: string | null | undefined, stop_at: string | null | undefined) =>
      discountProblem({ type_val: 'RATE', val: 10, start_at, stop_at }, 10000);
    expect(period('2026-04-01T00:00:00Z', '2026-05-01T00:00:00Z')).toBeNull();
    expect(period('2026-04-01T00:00:00Z', '2026-04-01T00:00:01Z')).toBeNull();
    expect(period('2026-04-01T00:00:00Z', '2026-04-01T00:00:00Z')).toBe(DISCOUNT_PERIOD_MESSAGE);
    expect(period('2026-04-01T00:00:00Z', null)).toBeNull();
    expect(period('2026-04-01T00:00:00Z', undefined)).toBeNull();
    expect(period(null, '2026-04-01T00:00:00Z')).toBeNull();
    expect(period(undefined, undefined)).toBeNull();
  });

  it('says each refusal in Korean', () => {
    expect(DISCOUNT_WHOLE_MESSAGE).toBe('할인 값은 정수로 입력해 주세요.');
    expect(DISCOUNT_MIN_MESSAGE).toBe('할인 값은 0보다 커야 합니다.');
    expect(DISCOUNT_RATE_MAX_MESSAGE).toBe('할인율은 90% 이하로 입력해 주세요.');
    expect(DISCOUNT_COST_MAX_MESSAGE).toBe('할인 금액은 이 상품의 가장 낮은 월 렌탈료보다 작아야 합니다.');
    expect(DISCOUNT_PERIOD_MESSAGE).toBe('할인 종료일은 시작일보다 뒤여야 합니다.');
  });
});
