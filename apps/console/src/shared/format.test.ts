import { describe, expect, it } from 'vitest';
import { compactWon, won } from './format';

describe('amounts as staff read them', () => {
  it('writes an exact amount with separators, and a short one for a chart in 만 and 억', () => {
    expect(won(363420)).toBe('363,420원');
    expect(compactWon(0)).toBe('0원');
    expect(compactWon(9500)).toBe('9.5천원');
    expect(compactWon(363420)).toBe('36.3만원');
    expect(compactWon(52_000_000)).toBe('5200만원');
    expect(compactWon(123_456_789)).toBe('1.2억원');
  });
});
