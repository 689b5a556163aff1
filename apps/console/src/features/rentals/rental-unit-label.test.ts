import { describe, expect, it } from 'vitest';
import { unitLabel } from './rental-unit-label';

describe('unitLabel', () => {
  it('names the serial number a rental holds, and the one it had once released', () => {
    expect(unitLabel({ prod_title: '턴테이블', sn: 'TT-1', state: 1, held: true })).toBe('턴테이블 (TT-1)');
    expect(unitLabel({ prod_title: '턴테이블', sn: 'TT-1', state: null, held: false })).toBe(
      '턴테이블 (TT-1 · 배정 해제)',
    );
    expect(unitLabel({ prod_title: '케이블', sn: null, state: null, held: false })).toBe('케이블');
  });
});
