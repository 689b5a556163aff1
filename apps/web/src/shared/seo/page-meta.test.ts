import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DESCRIPTION, DEFAULT_TITLE, documentTitle, screenPageMeta } from './page-meta';

describe('a page’s title and description (decision 035)', () => {
  it('names a screen with the shop after it, and home by the shop alone', () => {
    expect(documentTitle('장바구니')).toBe('장바구니 | 소리담');
    expect(documentTitle('홈')).toBe(DEFAULT_TITLE);
    expect(documentTitle(undefined)).toBe('소리담 — 오디오 렌탈');
  });

  it('gives a screen with nothing of its own the shop’s description and no picture', () => {
    expect(screenPageMeta('상품 목록')).toEqual({
      title: '상품 목록 | 소리담',
      description: DEFAULT_DESCRIPTION,
      image: null,
      type: 'website',
    });
  });

  it('says what index.html says before the app names a page', () => {
    const index = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');
    expect(index).toContain(`<title>${DEFAULT_TITLE}</title>`);
    expect(index).toContain(`<meta name="description" content="${DEFAULT_DESCRIPTION}" />`);
  });
});
