import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import { DISCOUNT_TYPE_VAL, type DiscountTypeVal } from '../codes/discount-type';
import { formatWon } from '../format/money';
import { seoulDay } from '../format/seoul-day';
import { SEOUL_TIME_ZONE } from '../format/seoul-time';

/**
 * A product's discount as staff set it: a fixed amount off each month (COST) or a percentage (RATE). The
 * storefront applies the last enabled one (pricing/discount.ts); these bounds keep it a discount, never a
 * gift: a rate up to 90 %, an amount below the product's lowest monthly fee.
 */
export const DISCOUNT_RATE_MAX = 90;

export const DISCOUNT_WHOLE_MESSAGE = '할인 값은 정수로 입력해 주세요.';
export const DISCOUNT_MIN_MESSAGE = '할인 값은 0보다 커야 합니다.';
export const DISCOUNT_RATE_MAX_MESSAGE = `할인율은 ${DISCOUNT_RATE_MAX}% 이하로 입력해 주세요.`;
export const DISCOUNT_COST_MAX_MESSAGE = '할인 금액은 이 상품의 가장 낮은 월 렌탈료보다 작아야 합니다.';
export const DISCOUNT_PERIOD_MESSAGE = '할인 종료일은 시작일보다 뒤여야 합니다.';
export const DISCOUNT_ENDED_MESSAGE = '할인 종료일이 이미 지났습니다. 오늘 이후로 입력해 주세요.';

/** A fee change refused because a fixed discount running or to come would eat the whole fee. */
export const feeUnderDiscountMessage = (discountVal: number) =>
  `월 렌탈료는 이 상품의 할인 금액(월 ${formatWon(discountVal)})보다 커야 합니다. 할인을 먼저 줄이거나 끝내 주세요.`;

type DiscountInput = {
  type_val: DiscountTypeVal;
  val: number;
  start_at?: string | null;
  stop_at?: string | null;
};

/** The field of the discount form a problem is about: the period's end, or the value. */
export const discountProblemField = (problem: string): 'stop_at' | 'val' =>
  problem === DISCOUNT_PERIOD_MESSAGE || problem === DISCOUNT_ENDED_MESSAGE ? 'stop_at' : 'val';

/**
 * Why this discount cannot be set on a product whose lowest monthly fee is `lowestFee`, or null. With `now`,
 * a period that has already ended is refused too: it would be saved, shown to staff, and never applied.
 */
export function discountProblem(
  discount: DiscountInput,
  lowestFee: number | null,
  now?: Date,
): string | null {
  if (!Number.isInteger(discount.val)) return DISCOUNT_WHOLE_MESSAGE;
  if (discount.val <= 0) return DISCOUNT_MIN_MESSAGE;
  if (discount.type_val === DISCOUNT_TYPE_VAL.RATE && discount.val > DISCOUNT_RATE_MAX) {
    return DISCOUNT_RATE_MAX_MESSAGE;
  }
  if (discount.type_val === DISCOUNT_TYPE_VAL.COST && lowestFee !== null && discount.val >= lowestFee) {
    return DISCOUNT_COST_MAX_MESSAGE;
  }
  if (
    // Stryker disable next-line ConditionalExpression,LogicalOperator: Date.parse of a missing date is NaN and NaN <= x is false, so the presence check changes no result
    discount.start_at &&
    discount.stop_at &&
    Date.parse(discount.stop_at) <= Date.parse(discount.start_at)
  ) {
    return DISCOUNT_PERIOD_MESSAGE;
  }
  if (now && discount.stop_at && Date.parse(discount.stop_at) <= now.getTime()) return DISCOUNT_ENDED_MESSAGE;
  return null;
}

/**
 * Why a product's fees cannot be saved under its discounts running now or to come (`discounts`), its lowest
 * monthly fee being `lowestFee` after the change, or null: a fixed amount off must stay below every fee,
 * the same bound the discount itself is set under.
 */
export function feesUnderDiscountProblem(
  discounts: readonly Pick<DiscountInput, 'type_val' | 'val'>[],
  lowestFee: number | null,
): string | null {
  for (const d of discounts) {
    if (discountProblem({ type_val: d.type_val, val: d.val }, lowestFee) === DISCOUNT_COST_MAX_MESSAGE) {
      return feeUnderDiscountMessage(d.val);
    }
  }
  return null;
}

/** Where a discount stands at `now` by its period (open at either end): not begun, running, or over. */
export type DiscountPhase = 'scheduled' | 'running' | 'ended';
export const DISCOUNT_PHASE_LABEL: Record<DiscountPhase, string> = {
  scheduled: '예정',
  running: '진행 중',
  ended: '종료',
};

export function discountPhase(
  period: { start_at: string | null; stop_at: string | null },
  now: Date | number,
): DiscountPhase {
  const at = Number(now);
  if (period.stop_at && Date.parse(period.stop_at) <= at) return 'ended';
  if (period.start_at && Date.parse(period.start_at) > at) return 'scheduled';
  return 'running';
}

/**
 * A discount's period is stored as moments, its end exclusive: staff pick the last day it runs, and it
 * stops at the start of the next day in Seoul. The stored end of a last day (yyyy-MM-dd), or null when the
 * text is no date.
 */
export function discountStopOfLastDay(lastDay: string): string | null {
  const day = seoulDay(lastDay);
  return day ? new Date(addDays(day, 1).getTime()).toISOString() : null;
}

/**
 * The last Seoul day (yyyy-MM-dd) a discount stopping at `stopAt` runs: the day of the moment just before
 * its exclusive end, so a midnight end gives the day before. '' for none.
 */
export function discountLastDay(stopAt: string | null): string {
  // Stryker disable next-line StringLiteral: any text that is no date parses to NaN, as the empty one does
  const end = Date.parse(stopAt ?? '');
  return Number.isNaN(end) ? '' : format(new TZDate(end - 1, SEOUL_TIME_ZONE), 'yyyy-MM-dd');
}
