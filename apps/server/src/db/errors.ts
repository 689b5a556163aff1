/** A write refused by a unique index (PostgreSQL 23505), as node-postgres or PGlite (through Drizzle) report it. */
export const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};
