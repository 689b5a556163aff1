import type { Db } from './client';

/**
 * `build` run once for each database handle and kept as long as the handle lives: for Drizzle prepared
 * queries, which belong to the database they were prepared on (tests open many).
 */
export function perDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    if (built.has(db)) return built.get(db) as T;
    const value = build(db);
    built.set(db, value);
    return value;
  };
}
