import { and, count, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';

/**
 * A code list's product counts (`prodCounts` and `prodCount` of `codeListAdmin`) where the products point at
 * the list's row by `key`, a column of `from` (the products themselves, or a link table with `onlyProds`).
 */
export function prodCountsBy(from: PgTable, key: PgColumn, onlyProds?: SQL) {
  return {
    prodCounts: async (db: Db): Promise<Map<number | null, number>> => {
      const counts = await db.select({ id: key, n: count() }).from(from).where(onlyProds).groupBy(key);
      return new Map(counts.map((c) => [c.id as number | null, c.n]));
    },
    prodCount: async (db: Db, id: number): Promise<number> => {
      const [n] = await db
        .select({ n: count() })
        .from(from)
        .where(and(onlyProds, eq(key, id)));
      return n?.n ?? 0;
    },
  };
}
