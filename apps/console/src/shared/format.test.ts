import { describe, expect, it } from 'vitest';
import { compactWon, moveDoneMessage, won } from './format';

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

describe('a done move as staff read it', () => {
  it('names the move once, even when its label ends in 완료, then the state it led to', () => {
    expect(moveDoneMessage('설치 완료', '2회차')).toBe('설치 완료 처리했습니다. 현재 상태 2회차');
    expect(moveDoneMessage('회수 기사 배정', '해지요청')).toBe(
      '회수 기사 배정 처리했습니다. 현재 상태 해지요청',
    );
    expect(moveDoneMessage(undefined, '해지종료')).not.toContain('완료 완료');
  });
});
