import { ilike, or, type SQL } from 'drizzle-orm';
import { users } from './schema';

/** An `ilike` pattern matching the text anywhere, with the searcher's own %, _ and \ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A customer found by a part of the name or e-mail: the console's rental, AS and customer searches. The
 * trigram indexes of migration 0014 serve it from three characters on (a scan of every customer before).
 */
export const nameOrEmailContains = (text: string): SQL => {
  const pattern = containsPattern(text);
  return or(ilike(users.name, pattern), ilike(users.email, pattern))!;
};
