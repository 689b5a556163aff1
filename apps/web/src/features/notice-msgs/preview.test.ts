import { describe, expect, it } from 'vitest';
import { messagePreview } from './preview';

describe('message preview', () => {
  it('keeps the first 20 characters', () => {
    expect(messagePreview('김소리님, 비밀번호 재설정을 요청하셨습니다. 아래 링크에서')).toBe(
      '김소리님, 비밀번호 재설정을 요청하셨',
    );
    expect(messagePreview('짧은 글')).toBe('짧은 글');
    expect(Array.from(messagePreview('🎧'.repeat(30)))).toHaveLength(20);
  });
});
