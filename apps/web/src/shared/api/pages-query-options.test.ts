import { describe, expect, it } from 'vitest';
import { nextPageParam } from './pages-query-options';

const meta = (current_page: number, last_page: number) => ({
  current_page,
  last_page,
  per_page: 10,
  total: 0,
});

describe('nextPageParam', () => {
  it('asks for the following page while current_page is below last_page', () => {
    expect(nextPageParam(meta(1, 3))).toBe(2);
    expect(nextPageParam(meta(2, 3))).toBe(3);
  });

  it('stops on the last page and on a single page', () => {
    expect(nextPageParam(meta(3, 3))).toBeUndefined();
    expect(nextPageParam(meta(1, 1))).toBeUndefined();
  });
});
