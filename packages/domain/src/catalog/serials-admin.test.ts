import { describe, expect, it } from 'vitest';
import {
  existingSerialsMessage,
  parseSerialLines,
  repeatedSerials,
  SERIALS_EMPTY_MESSAGE,
  SERIALS_PER_BATCH_MAX,
  SERIALS_TOO_MANY_MESSAGE,
  serialsProblem,
} from './serials-admin';

describe('serial numbers pasted by staff', () => {
  it('reads one serial a line, trimmed, skipping blank lines (Windows line ends too)', () => {
    expect(parseSerialLines(' TT1-001 \r\n\n  \nTT1-002\n')).toEqual(['TT1-001', 'TT1-002']);
  });

  it('names each repeated serial once, in the order it repeats', () => {
    expect(repeatedSerials(['A', 'B', 'A', 'C', 'B', 'A'])).toEqual(['A', 'B']);
    expect(repeatedSerials(['A', 'B'])).toEqual([]);
  });

  it('refuses an empty list, a list past the batch limit, odd characters and repeats, naming them', () => {
    expect(serialsProblem([])).toBe(SERIALS_EMPTY_MESSAGE);
    const many = Array.from({ length: SERIALS_PER_BATCH_MAX + 1 }, (_, i) => `SN-${i}`);
    expect(serialsProblem(many)).toBe(SERIALS_TOO_MANY_MESSAGE);
    expect(serialsProblem(['OK-1', 'bad sn', '한글'])).toContain('bad sn, 한글');
    expect(serialsProblem(['X'.repeat(61)])).not.toBeNull();
    expect(serialsProblem(['A-1', 'A-2', 'A-1'])).toBe(
      '입력한 목록에 같은 시리얼 번호가 두 번 이상 있습니다: A-1',
    );
    expect(serialsProblem(['A-1', 'A-2'])).toBeNull();
  });

  it('names at most ten serials and counts the rest', () => {
    const sns = Array.from({ length: 13 }, (_, i) => `S${i}`);
    expect(existingSerialsMessage(sns)).toBe(
      '이미 등록된 시리얼 번호입니다: S0, S1, S2, S3, S4, S5, S6, S7, S8, S9 외 3개',
    );
  });
});
