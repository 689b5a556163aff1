import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AttImage } from './att-image';

const att = (url: string, sort: number, size: number | null = null) => ({
  url,
  sort,
  width: size,
  height: size,
});

describe('AttImage', () => {
  it('shows the first picture by sort at its own size', () => {
    const html = renderToStaticMarkup(
      createElement(AttImage, { atts: [att('/b.jpg', 2), att('/a.jpg', 1, 500)], width: 1080, height: 600 }),
    );
    expect(html).toContain('<img src="/a.jpg" alt="" width="500" height="500"/>');
    expect(html).not.toContain('b.jpg');
  });

  it("takes the layout's size where the picture has none, and passes the loading hints on", () => {
    const html = renderToStaticMarkup(
      createElement(AttImage, {
        atts: [att('/a.jpg', 1)],
        width: 1080,
        height: 600,
        className: 'banner',
        loading: 'lazy',
        decoding: 'async',
      }),
    );
    expect(html).toBe(
      '<img class="banner" src="/a.jpg" alt="" width="1080" height="600" loading="lazy" decoding="async"/>',
    );
  });

  it('shows nothing for no pictures', () => {
    expect(renderToStaticMarkup(createElement(AttImage, { atts: [], width: 1, height: 1 }))).toBe('');
  });
});
