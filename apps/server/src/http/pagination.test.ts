import { describe, expect, it } from 'vitest';
import { listMeta, pageWindow, paginationQuery } from './pagination';

describe('pagination', () => {
  it('defaults to the first page of 10', () => {
    const p = paginationQuery.parse({});
    expect(p).toEqual({ page: 1, per_page: 10 });
    expect(pageWindow(p)).toEqual({ limit: 10, offset: 0 });
  });

  it('reads every row for per_page=-1 and per_page=0', () => {
    for (const per_page of ['-1', '0']) {
      const p = paginationQuery.parse({ per_page, page: '3' });
      expect(pageWindow(p)).toEqual({ limit: undefined, offset: 0 });
      expect(listMeta(p, 42)).toEqual({ current_page: 1, last_page: 1, per_page: -1, total: 42 });
    }
  });

  it('counts pages from the total', () => {
    const p = paginationQuery.parse({ page: '2', per_page: '5' });
    expect(pageWindow(p)).toEqual({ limit: 5, offset: 5 });
    expect(listMeta(p, 11)).toEqual({ current_page: 2, last_page: 3, per_page: 5, total: 11 });
    expect(listMeta(p, 0).last_page).toBe(1);
  });

  it('refuses nonsense', () => {
    expect(paginationQuery.safeParse({ per_page: '-5' }).success).toBe(false);
    expect(paginationQuery.safeParse({ per_page: '1000' }).success).toBe(false);
    expect(paginationQuery.safeParse({ page: '0' }).success).toBe(false);
  });
});
