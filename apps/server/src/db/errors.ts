/** A write refused by a unique index (PostgreSQL 23505), as node-postgres or PGlite (through Drizzle) report it. */
export const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * A statement refused because a number does not fit its column (PostgreSQL 22003): an id or amount past the
 * integer columns' range that a request carried (`?tag_id=99999999999`), where its schema set no bound.
 */
export const isOutOfRange = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '22003' || e?.cause?.code === '22003';
};
