import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PostcodeSearchButton } from './postcode-search-button';

const render = (checking: boolean) =>
  renderToStaticMarkup(createElement(PostcodeSearchButton, { checking, onClick: () => undefined }));

describe('PostcodeSearchButton', () => {
  it('offers 우편번호 검색, and is held as 확인 중… while a chosen address is checked', () => {
    expect(render(false)).toContain('>우편번호 검색</button>');
    expect(render(false)).not.toContain('disabled');
    expect(render(true)).toContain('disabled=""');
    expect(render(true)).toContain('>확인 중…</button>');
  });
});
