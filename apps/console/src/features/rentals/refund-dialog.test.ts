import { describe, expect, it } from 'vitest';
import { refundedText } from './refund-dialog';

describe('the 환불 column', () => {
  it('tells a refund the card company has not confirmed apart from one it has', () => {
    expect(refundedText({ refunded: 0, refunding: 0 })).toBe('-');
    expect(refundedText({ refunded: 5_000, refunding: 0 })).toBe('5,000원');
    expect(refundedText({ refunded: 0, refunding: 3_000 })).toBe('진행중 3,000원');
    expect(refundedText({ refunded: 5_000, refunding: 3_000 })).toBe('5,000원 · 진행중 3,000원');
  });
});
