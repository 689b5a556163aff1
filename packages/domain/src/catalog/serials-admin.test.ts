import { describe, expect, it } from 'vitest';
import {
  existingSerialsMessage,
  parseSerialLines,
  repeatedSerials,
  SERIAL_MAX_LENGTH,
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

describe('serial list limits, edge by edge', () => {
  it('splits on a bare line feed too', () => {
    expect(parseSerialLines('A-1\nA-2')).toEqual(['A-1', 'A-2']);
    expect(parseSerialLines('A-1\r\nA-2\nA-3')).toEqual(['A-1', 'A-2', 'A-3']);
  });

  it('takes a serial of exactly 60 characters and refuses 61, naming it', () => {
    expect(SERIAL_MAX_LENGTH).toBe(60);
    expect(serialsProblem(['X'.repeat(60)])).toBeNull();
    expect(serialsProblem(['X'.repeat(61)])).toBe(
      `시리얼 번호는 영문, 숫자와 . _ / - 로 60자 이내여야 합니다: ${'X'.repeat(61)}`,
    );
    expect(serialsProblem(['OK-1', 'bad sn', '한글'])).toBe(
      '시리얼 번호는 영문, 숫자와 . _ / - 로 60자 이내여야 합니다: bad sn, 한글',
    );
  });

  it('takes a batch of exactly 500 and refuses 501', () => {
    const batch = (count: number) => Array.from({ length: count }, (_, i) => `SN-${i}`);
    expect(serialsProblem(batch(500))).toBeNull();
    expect(serialsProblem(batch(501))).toBe('한 번에 500개까지 등록할 수 있습니다.');
    expect(serialsProblem([])).toBe('시리얼 번호를 한 줄에 하나씩 입력해 주세요.');
  });

  it('names exactly ten serials without a count of the rest, and eleven with one', () => {
    const sns = (count: number) => Array.from({ length: count }, (_, i) => `S${i}`);
    expect(existingSerialsMessage(sns(10))).toBe(
      '이미 등록된 시리얼 번호입니다: S0, S1, S2, S3, S4, S5, S6, S7, S8, S9',
    );
    expect(existingSerialsMessage(sns(11))).toBe(
      '이미 등록된 시리얼 번호입니다: S0, S1, S2, S3, S4, S5, S6, S7, S8, S9 외 1개',
    );
    expect(existingSerialsMessage(['S0'])).toBe('이미 등록된 시리얼 번호입니다: S0');
  });
});
