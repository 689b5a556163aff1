import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TERMS_EMPTY_MESSAGE,
  isAllowedTermMonths,
  MONTHLY_FEE_MAX,
  MONTHLY_FEE_MAX_MESSAGE,
  MONTHLY_FEE_MIN_MESSAGE,
  MONTHLY_FEE_WHOLE_MESSAGE,
  monthlyFeeSchema,
  TERM_NOT_ALLOWED_MESSAGE,
  TERM_REPEATED_MESSAGE,
  termTotal,
} from './monthly-fee-admin';

const refusal = (value: unknown) => monthlyFeeSchema.safeParse(value).error?.issues[0]?.message;

describe('monthly fee staff may set', () => {
  it('takes whole won from 1 to the ceiling', () => {
    expect(monthlyFeeSchema.parse(1)).toBe(1);
    expect(monthlyFeeSchema.parse(MONTHLY_FEE_MAX)).toBe(MONTHLY_FEE_MAX);
  });

  it('refuses zero, negatives, fractions, past the ceiling and non-numbers with Korean messages', () => {
    expect(refusal(0)).toBe(MONTHLY_FEE_MIN_MESSAGE);
    expect(refusal(-100)).toBe(MONTHLY_FEE_MIN_MESSAGE);
    expect(refusal(12900.5)).toBe(MONTHLY_FEE_WHOLE_MESSAGE);
    expect(refusal(MONTHLY_FEE_MAX + 1)).toBe(MONTHLY_FEE_MAX_MESSAGE);
    expect(refusal('12900')).toBe(MONTHLY_FEE_WHOLE_MESSAGE);
  });

  it('allows terms of 12 to 48 whole months only', () => {
    expect([12, 24, 36, 48].every(isAllowedTermMonths)).toBe(true);
    expect([0, 6, 11, 49, 60, 12.5].some(isAllowedTermMonths)).toBe(false);
  });

  it('prices the whole term as the monthly fee times the months', () => {
    expect(termTotal(29900, 24)).toBe(717600);
  });
});

describe('monthly fee and term messages', () => {
  it('says each refusal in Korean, the ceiling written with thousands separators', () => {
    expect(MONTHLY_FEE_WHOLE_MESSAGE).toBe('월 렌탈료는 원 단위 정수로 입력해 주세요.');
    expect(MONTHLY_FEE_MIN_MESSAGE).toBe('월 렌탈료는 0원보다 커야 합니다.');
    expect(MONTHLY_FEE_MAX_MESSAGE).toBe('월 렌탈료는 3,000,000원 이하로 입력해 주세요.');
    expect(TERM_NOT_ALLOWED_MESSAGE).toBe(
      '약정 기간은 이 상품에 허용된 12~48개월 옵션 중에서만 고를 수 있습니다.',
    );
    expect(TERM_REPEATED_MESSAGE).toBe('같은 약정 기간이 두 번 들어 있습니다.');
    expect(DEFAULT_TERMS_EMPTY_MESSAGE).toBe('기본 구독 유형에는 약정 기간이 하나 이상 있어야 합니다.');
  });
});
