import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { QueryState } from './query-state';

const render = (props: {
  data: string[] | undefined;
  pending?: boolean;
  failed?: boolean;
  emptyText?: string;
}) =>
  renderToStaticMarkup(
    createElement(QueryState<string[]>, {
      query: {
        data: props.data,
        isPending: props.pending ?? false,
        isError: props.failed ?? false,
        refetch: () => undefined,
      },
      loading: createElement('span', null, 'loading'),
      errorText: '목록을 불러오지 못했습니다.',
      emptyText: 'emptyText' in props ? props.emptyText : '등록된 항목이 없습니다.',
      classes: { state: 'state', retry: 'retry' },
      // biome-ignore lint/correctness/noChildrenProp: a render function, which JSX would pass the same way
      children: (rows) => createElement('ul', null, rows.join(',')),
    }),
  );

describe('QueryState', () => {
  it('shows the loading part while the answer is on its way', () => {
    expect(render({ data: undefined, pending: true })).toBe('<span>loading</span>');
  });

  it('shows the error line with 다시 시도 as an alert, even over an older answer', () => {
    const html = render({ data: ['a'], failed: true });
    expect(html).toContain('role="alert"');
    expect(html).toContain('<p>목록을 불러오지 못했습니다.</p>');
    expect(html).toContain('<button type="button" class="retry">다시 시도</button>');
  });

  it('says so when the answer is empty, else shows it', () => {
    expect(render({ data: [] })).toBe('<p class="state">등록된 항목이 없습니다.</p>');
    expect(render({ data: ['a', 'b'] })).toBe('<ul>a,b</ul>');
  });

  it('shows an empty list as it is when the screen gave no empty line', () => {
    expect(render({ data: [], emptyText: undefined })).toBe('<ul></ul>');
  });
});
