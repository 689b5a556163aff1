import { describe, expect, it } from 'vitest';
import { assocTitle } from './assoc-title';

describe('assocTitle', () => {
  it('cuts to 22 characters and leaves shorter titles alone', () => {
    expect(assocTitle('마샬 스탠모어 III 블루투스 스피커 블랙 에디션')).toBe(
      '마샬 스탠모어 III 블루투스 스피커 블',
    );
    expect(assocTitle('마샬 스탠모어 III 블루투스 스피커 블')).toHaveLength(22);
    expect(assocTitle('턴테이블')).toBe('턴테이블');
    expect(assocTitle('')).toBe('');
  });
});
