import { describe, expect, it } from 'vitest';
import {
  DISCOUNT_COST_MAX_MESSAGE,
  DISCOUNT_ENDED_MESSAGE,
  DISCOUNT_MIN_MESSAGE,
  DISCOUNT_PERIOD_MESSAGE,
  DISCOUNT_PHASE_LABEL,
  DISCOUNT_RATE_MAX_MESSAGE,
  DISCOUNT_WHOLE_MESSAGE,
  discountLastDay,
  discountPhase,
  discountProblem,
  discountProblemField,
  discountStopOfLastDay,
  feesUnderDiscountProblem,
  feeUnderDiscountMessage,
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

describe('a discount period staff may set', () => {
  const now = new Date('2026-06-10T03:00:00Z');
  const ending = (stop_at: string) => discountProblem({ type_val: 'RATE', val: 10, stop_at }, 10000, now);

  it('refuses an end already past or at this very moment, keyed to the end date, and takes one still to come', () => {
    expect(ending('2021-12-01T00:00:00Z')).toBe(DISCOUNT_ENDED_MESSAGE);
    expect(ending('2026-06-10T03:00:00Z')).toBe(DISCOUNT_ENDED_MESSAGE);
    expect(ending('2026-06-10T03:00:01Z')).toBeNull();
    expect(discountProblem({ type_val: 'RATE', val: 10, stop_at: null }, 10000, now)).toBeNull();
    // Without a now (the fees' check) only the bounds count.
    expect(discountProblem({ type_val: 'RATE', val: 10, stop_at: '2021-12-01T00:00:00Z' }, 10000)).toBeNull();
    expect(discountProblemField(DISCOUNT_ENDED_MESSAGE)).toBe('stop_at');
    expect(discountProblemField(DISCOUNT_PERIOD_MESSAGE)).toBe('stop_at');
    expect(discountProblemField(DISCOUNT_COST_MAX_MESSAGE)).toBe('val');
    expect(DISCOUNT_ENDED_MESSAGE).toBe('할인 종료일이 이미 지났습니다. 오늘 이후로 입력해 주세요.');
  });

  it('tells a discount not begun, running and over apart by its period, open at either end', () => {
    const phase = (start_at: string | null, stop_at: string | null) =>
      discountPhase({ start_at, stop_at }, now);
    expect(phase(null, null)).toBe('running');
    expect(phase('2026-06-10T03:00:00Z', '2026-06-10T03:00:01Z')).toBe('running');
    expect(phase('2026-06-10T03:00:01Z', null)).toBe('scheduled');
    expect(phase(null, '2026-06-10T03:00:00Z')).toBe('ended');
    expect(phase('2020-12-10T00:00:00Z', '2021-12-01T00:00:00Z')).toBe('ended');
    expect(discountPhase({ start_at: '2026-12-01T00:00:00Z', stop_at: null }, now.getTime())).toBe(
      'scheduled',
    );
    expect(DISCOUNT_PHASE_LABEL).toEqual({ scheduled: '예정', running: '진행 중', ended: '종료' });
  });
});

describe('a discount’s last day and its stored end', () => {
  it('stores a last day as the next Seoul midnight, and reads that end back as the same last day', () => {
    expect(discountStopOfLastDay('2026-12-31')).toBe('2026-12-31T15:00:00.000Z');
    expect(discountLastDay('2026-12-31T15:00:00.000Z')).toBe('2026-12-31');
    for (const day of ['2026-12-31', '2026-02-28', '2028-02-29', '2026-01-01']) {
      expect(discountLastDay(discountStopOfLastDay(day))).toBe(day);
    }
  });

  it('reads an end inside a day as that day, and nothing as nothing', () => {
    expect(discountLastDay('2026-12-31T15:00:00.001Z')).toBe('2027-01-01');
    expect(discountLastDay('2026-12-31T14:59:59.999Z')).toBe('2026-12-31');
    expect(discountLastDay(null)).toBe('');
    expect(discountLastDay('not a date')).toBe('');
    expect(discountStopOfLastDay('2026-02-30')).toBeNull();
    expect(discountStopOfLastDay('')).toBeNull();
  });
});

describe('fees under a fixed discount', () => {
  it('refuses a lowest fee at or below a fixed amount off, naming the amount, and takes a rate or no fee', () => {
    const spring = { type_val: 'COST', val: 3000 } as const;
    expect(feesUnderDiscountProblem([spring], 2500)).toBe(feeUnderDiscountMessage(3000));
    expect(feesUnderDiscountProblem([spring], 3000)).toBe(feeUnderDiscountMessage(3000));
    expect(feesUnderDiscountProblem([spring], 3001)).toBeNull();
    expect(feesUnderDiscountProblem([spring], null)).toBeNull();
    expect(feesUnderDiscountProblem([{ type_val: 'RATE', val: 90 }], 10)).toBeNull();
    expect(feesUnderDiscountProblem([], 10)).toBeNull();
    expect(feesUnderDiscountProblem([{ type_val: 'RATE', val: 10 }, spring], 2000)).toBe(
      feeUnderDiscountMessage(3000),
    );
    expect(feeUnderDiscountMessage(3000)).toBe(
      '월 렌탈료는 이 상품의 할인 금액(월 3,000원)보다 커야 합니다. 할인을 먼저 줄이거나 끝내 주세요.',
    );
  });
});
