import { STATE } from '@shop/domain/codes/generic-state';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

/** E-mail addresses compare without case, as the unique index does. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email.trim()})`);
  return row ?? null;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** Negative states (withdrawn, disabled, pending) cannot sign in. */
export const canSignIn = (user: UserRow) =>
  user.state > 0 && user.state !== STATE.ABNORMAL && !!user.passwordHash;
