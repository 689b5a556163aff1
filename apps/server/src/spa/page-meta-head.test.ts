import { describe, expect, it } from 'vitest';
import { type PageMeta, pageMetaOfIndex, withPageMeta } from './page-meta-head';

const INDEX =
  '<html><head><meta charset="UTF-8" />' +
  '<meta name="description" content="소리담 — 턴테이블, 스피커, 헤드폰을 월 구독으로 렌탈하세요." />' +
  '<title>소리담 — 오디오 렌탈</title></head><body><div id="root"></div></body></html>';

const PROD: PageMeta = {
  title: '턴테이블 "LP-1" & <앰프> | 소리담',
  description: '소리공방 턴테이블 월 17,900원~ (48개월 기준), 소리담에서 월 구독으로 렌탈하세요.',
  image: '/files/products/lp-1.webp',
  type: 'product',
};

describe('a rendered page’s head (decision 035)', () => {
  it('puts the page’s own title and description in place of index.html’s, escaped', () => {
    const html = withPageMeta(INDEX, PROD, 'https://shop.example', '/customer_v2/prods/7');
    expect(html).toContain('<title>턴테이블 &quot;LP-1&quot; &amp; &lt;앰프&gt; | 소리담</title>');
    expect(html).toContain(`<meta name="description" content="${PROD.description}">`);
    expect(html).not.toContain('오디오 렌탈</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
  });

  it('adds Open Graph for link previews, the picture and the canonical address absolute on the public address', () => {
    const html = withPageMeta(INDEX, PROD, 'https://shop.example', '/customer_v2/prods/7?subsc_cat_id=2');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="canonical" href="https://shop.example/customer_v2/prods/7?subsc_cat_id=2">',
    );
    expect(head).toContain('<meta property="og:type" content="product">');
    expect(head).toContain('<meta property="og:site_name" content="소리담">');
    expect(head).toContain('<meta property="og:locale" content="ko_KR">');
    expect(head).toContain(
      '<meta property="og:title" content="턴테이블 &quot;LP-1&quot; &amp; &lt;앰프&gt; | 소리담">',
    );
    expect(head).toContain(`<meta property="og:description" content="${PROD.description}">`);
    expect(head).toContain(
      '<meta property="og:url" content="https://shop.example/customer_v2/prods/7?subsc_cat_id=2">',
    );
    expect(head).toContain(
      '<meta property="og:image" content="https://shop.example/files/products/lp-1.webp">',
    );
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('keeps a picture already absolute, and says nothing of a picture a page does not have', () => {
    const cdn = withPageMeta(
      INDEX,
      { ...PROD, image: 'https://cdn.example/a.jpg' },
      'https://shop.example',
      '/',
    );
    expect(cdn).toContain('<meta property="og:image" content="https://cdn.example/a.jpg">');
    const none = withPageMeta(INDEX, { ...PROD, image: null, type: 'website' }, 'https://shop.example', '/');
    expect(none).not.toContain('og:image');
    expect(none).toContain('<meta property="og:type" content="website">');
    expect(none).toContain('<meta name="twitter:card" content="summary">');
  });

  it('reads index.html’s own title and description as home’s', () => {
    expect(pageMetaOfIndex(INDEX)).toEqual({
      title: '소리담 — 오디오 렌탈',
      description: '소리담 — 턴테이블, 스피커, 헤드폰을 월 구독으로 렌탈하세요.',
      image: null,
      type: 'website',
    });
  });
});
