import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RevertSaveActions } from './revert-save-actions';

const noop = () => undefined;
const render = (props: Parameters<typeof RevertSaveActions>[0]) =>
  renderToStaticMarkup(createElement(RevertSaveActions, props));

describe('RevertSaveActions', () => {
  it('is the catalogue row: 되돌리기, then the primary save button that asks', () => {
    expect(render({ onRevert: noop, saveLabel: '순서 저장', onSave: noop })).toBe(
      '<div class="catalogue-actions">' +
        '<button type="button" class="button">되돌리기</button>' +
        '<button type="button" class="button button--primary">순서 저장</button>' +
        '</div>',
    );
  });

  it('puts the saved notice first, and without onSave the primary button submits the form', () => {
    const html = render({ savedNotice: '저장했습니다.', onRevert: noop, saveLabel: '저장' });
    expect(html).toContain(
      '<div class="catalogue-actions"><p class="catalogue-ok" role="status">저장했습니다.</p><button type="button"',
    );
    expect(html).toContain('<button type="submit" class="button button--primary">저장</button>');
    expect(render({ savedNotice: false, onRevert: noop, saveLabel: '저장' })).not.toContain('catalogue-ok');
  });

  it('holds each button apart while there is nothing to put back or to save', () => {
    const html = render({
      onRevert: noop,
      revertDisabled: true,
      saveLabel: '요금 저장',
      onSave: noop,
      saveDisabled: true,
    });
    expect(html).toContain('<button type="button" class="button" disabled="">되돌리기</button>');
    expect(html).toContain(
      '<button type="button" class="button button--primary" disabled="">요금 저장</button>',
    );
  });
});
