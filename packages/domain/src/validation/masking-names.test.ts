import { describe, expect, it } from 'vitest';
import { maskAddressDetail, maskName } from './masking';

describe('masking for staff screens', () => {
  it('keeps only the first and last characters of a name', () => {
    expect(maskName('김소리')).toBe('김*리');
    expect(maskName('남궁민수')).toBe('남**수');
    expect(maskName('김철')).toBe('김*');
    expect(maskName('이')).toBe('이');
    expect(maskName('')).toBe('');
  });

  it('ignores the spaces around a name', () => {
    expect(maskName(' 김소리 ')).toBe('김*리');
    expect(maskName('  김철')).toBe('김*');
    expect(maskName(' 이 ')).toBe('이');
    expect(maskName('   ')).toBe('');
  });

  it('hides an address detail whole', () => {
    expect(maskAddressDetail('상암 리버뷰 101동 1203호')).toBe('***');
    expect(maskAddressDetail('')).toBe('');
    expect(maskAddressDetail('   ')).toBe('');
    expect(maskAddressDetail(' 1 ')).toBe('***');
  });
});
