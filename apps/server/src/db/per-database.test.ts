import { describe, expect, it, vi } from 'vitest';
import type { Db } from './client';
import { perDatabase } from './per-database';

describe('perDatabase', () => {
  it('builds once for each database and hands the same value back after', () => {
    const build = vi.fn((db: Db) => ({ of: db }));
    const of = perDatabase(build);
    const one = {} as Db;
    const two = {} as Db;
    const first = of(one);
    expect(of(one)).toBe(first);
    expect(of(two)).not.toBe(first);
    expect(of(two).of).toBe(two);
    expect(build).toHaveBeenCalledTimes(2);
  });
});
