import { describe, expect, it } from 'vitest';
import { pageParam } from './page-param';

describe('the list page in the address', () => {
  it('is the page named, and 1 for none or for anything that is not a page number', () => {
    const page = (query: string) => pageParam(new URLSearchParams(query));
    expect(page('page=3')).toBe(3);
    for (const query of ['', 'page=', 'page=0', 'page=-1', 'page=1.5', 'page=abc'])
      expect(page(query)).toBe(1);
  });
});
