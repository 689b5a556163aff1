import { describe, expect, it } from 'vitest';
import { sanitizeHtml, sanitizeHtmlFields } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps the allowed markup', () => {
    const html =
      '<h2>제목</h2><p>첫 줄<br /><strong>굵게</strong> <em>기울임</em> <u>밑줄</u></p>' +
      '<ul><li>하나</li></ul><table><thead><tr><th>항목</th></tr></thead><tbody><tr><td>값</td></tr></tbody></table>' +
      '<blockquote><span>인용</span></blockquote><div>블록</div>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts, styles, event handlers and unknown attributes, keeping classes for content styles', () => {
    const out = sanitizeHtml(
      '<p onclick="x()" style="color:red" class="c">안녕</p><script>alert(1)</script>' +
        '<style>p{}</style><img src="/files/a.png" onerror="alert(1)" alt="그림" width="10" height="20">' +
        '<iframe src="https://evil.example"></iframe>',
    );
    expect(out).toBe('<p class="c">안녕</p><img src="/files/a.png" alt="그림" width="10" height="20" />');
  });

  it('lets links be http, https or relative, always with rel=noopener', () => {
    expect(sanitizeHtml('<a href="https://a.kr/x" target="_blank">a</a>')).toBe(
      '<a href="https://a.kr/x" rel="noopener">a</a>',
    );
    expect(sanitizeHtml('<a href="/docs/1" rel="opener">a</a>')).toBe(
      '<a href="/docs/1" rel="noopener">a</a>',
    );
    expect(sanitizeHtml('<a href="http://a.kr">a</a>')).toContain('href="http://a.kr"');
    for (const bad of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,x', 'mailto:a@b.kr']) {
      expect(sanitizeHtml(`<a href="${bad}">a</a>`)).toBe('<a rel="noopener">a</a>');
    }
  });

  it('lets images be https or relative only', () => {
    expect(sanitizeHtml('<img src="https://cdn.kr/a.png">')).toBe('<img src="https://cdn.kr/a.png" />');
    for (const bad of [
      'http://cdn.kr/a.png',
      '//cdn.kr/a.png',
      'data:image/png;base64,AAAA',
      'javascript:x',
    ]) {
      expect(sanitizeHtml(`<img src="${bad}">`)).toBe('<img />');
    }
  });

  it('sanitises every field of a content object', () => {
    expect(sanitizeHtmlFields({ spec: '<p>사양</p><script>x</script>', refund: undefined })).toEqual({
      spec: '<p>사양</p>',
      refund: undefined,
    });
  });
});
