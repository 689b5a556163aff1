import { z } from 'zod';
import { formatNumber } from '../format/money';

/**
 * What staff may set as a product's monthly fee and term. The storefront shows the fee as it is, so it must
 * be whole won and positive; the ceiling only catches a slipped key (an extra zero), no product comes near it.
 */
export const MONTHLY_FEE_MAX = 3_000_000;
export const TERM_MONTHS_MIN = 12;
export const TERM_MONTHS_MAX = 48;

export const MONTHLY_FEE_WHOLE_MESSAGE = '월 렌탈료는 원 단위 정수로 입력해 주세요.';
export const MONTHLY_FEE_MIN_MESSAGE = '월 렌탈료는 0원보다 커야 합니다.';
export const MONTHLY_FEE_MAX_MESSAGE = `월 렌탈료는 ${formatNumber(MONTHLY_FEE_MAX)}원 이하로 입력해 주세요.`;
export const TERM_NOT_ALLOWED_MESSAGE = `약정 기간은 이 상품에 허용된 ${TERM_MONTHS_MIN}~${TERM_MONTHS_MAX}개월 옵션 중에서만 고를 수 있습니다.`;
export const TERM_REPEATED_MESSAGE = '같은 약정 기간이 두 번 들어 있습니다.';
export const DEFAULT_TERMS_EMPTY_MESSAGE = '기본 구독 유형에는 약정 기간이 하나 이상 있어야 합니다.';

export const monthlyFeeSchema = z
  .number({ message: MONTHLY_FEE_WHOLE_MESSAGE })
  .int(MONTHLY_FEE_WHOLE_MESSAGE)
  .min(1, MONTHLY_FEE_MIN_MESSAGE)
  .max(MONTHLY_FEE_MAX, MONTHLY_FEE_MAX_MESSAGE);

/** A term staff may price: one of the 12–48 month options. */
export const isAllowedTermMonths = (months: number): boolean =>
  Number.isInteger(months) && months >= TERM_MONTHS_MIN && months <= TERM_MONTHS_MAX;

/** What the whole term costs (`cost_subsc_duration`): the monthly fee times the months. */
export const termTotal = (monthlyFee: number, months: number): number => monthlyFee * months;
