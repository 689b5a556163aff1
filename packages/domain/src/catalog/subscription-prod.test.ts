import { describe, expect, it } from 'vitest';
import { NOT_SUBSCRIPTION_MESSAGE, PROD_ALONE_MESSAGE } from './subscription-prod';

describe('subscription product messages', () => {
  it('tells the customer in Korean why the product cannot be subscribed', () => {
    expect(NOT_SUBSCRIPTION_MESSAGE).toBe('구독 상품이 아닙니다.');
    expect(PROD_ALONE_MESSAGE).toBe('이 상품은 단독으로 구독할 수 없습니다.');
  });
});
