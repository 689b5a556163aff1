import { describe, expect, it } from 'vitest';
import { splitSymbolContent, symbolContentText } from './symbol-content';

describe('symbol content', () => {
  it('splits the intro and the body at the first slash', () => {
    expect(splitSymbolContent('바늘이 닿는 설렘/앨범 한 장을 끝까지 / 들어요')).toEqual({
      intro: '바늘이 닿는 설렘',
      body: '앨범 한 장을 끝까지 / 들어요',
    });
  });

  it('keeps content without a slash as the intro', () => {
    expect(splitSymbolContent(' 소개만 ')).toEqual({ intro: '소개만', body: '' });
  });

  it('removes every slash for the banner text', () => {
    expect(symbolContentText('당신/앨범을 좋아해요')).toBe('당신 앨범을 좋아해요');
    expect(symbolContentText('a / b /c/')).toBe('a b c');
    expect(symbolContentText('슬래시 없음')).toBe('슬래시 없음');
  });
});
