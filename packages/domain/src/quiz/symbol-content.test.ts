import { describe, expect, it } from 'vitest';
import {
  joinSymbolContent,
  SYMBOL_SLASH_MESSAGE,
  splitSymbolContent,
  symbolContentText,
} from './symbol-content';

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

describe('symbol content edges', () => {
  it('splits at a slash in the first place into an empty intro', () => {
    expect(splitSymbolContent('/본문만')).toEqual({ intro: '', body: '본문만' });
    expect(splitSymbolContent('소개/')).toEqual({ intro: '소개', body: '' });
    expect(splitSymbolContent(' 소개 / 본문 ')).toEqual({ intro: '소개', body: '본문' });
  });

  it('joins an intro and a body with one slash, trimmed, and keeps an intro alone without one', () => {
    expect(joinSymbolContent({ intro: ' 소개 ', body: ' 본문 ' })).toBe('소개/본문');
    expect(joinSymbolContent({ intro: ' 소개 ', body: '' })).toBe('소개');
    expect(splitSymbolContent(joinSymbolContent({ intro: '바늘', body: '앨범' }))).toEqual({
      intro: '바늘',
      body: '앨범',
    });
  });

  it('words the slash refusal', () => {
    expect(SYMBOL_SLASH_MESSAGE).toBe('빗금(/)은 쓸 수 없습니다. 소개와 본문을 나누는 데 쓰입니다.');
  });
});
