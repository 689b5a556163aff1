import { describe, expect, it } from 'vitest';
import { firstScreenStateHtml, readFirstScreenState } from './first-screen-state';

const pageWith = (html: string) =>
  ({
    getElementById: (id: string) =>
      id === 'first-screen-state'
        ? { textContent: /<script[^>]*>(.*)<\/script>/.exec(html)?.[1] ?? '' }
        : null,
  }) as unknown as Document;

describe('the first screen’s state in the page', () => {
  it('reads back what the server wrote: the queries and the path the screen was rendered for', () => {
    const state = { queries: { mutations: [], queries: [] }, path: '/favCats/intro' };
    expect(readFirstScreenState(pageWith(firstScreenStateHtml(state)))).toEqual(state);
  });

  it('takes nothing from a page without the path (an older server’s), so it is drawn afresh', () => {
    const html = '<script type="application/json" id="first-screen-state">{"queries":{}}</script>';
    expect(readFirstScreenState(pageWith(html))).toBeNull();
  });
});
