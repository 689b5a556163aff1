import type { User } from '@shop/domain/api/users';
import { displayStateCounts } from '@shop/domain/rental/display-state-counts';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { favSymbols, favUsers, socialUsers, spots, subscs, users } from '../../db/schema';
import { ownSpots } from '../spots/own-spot';

/** The user as `auth/me` and `users/{id}` answer it: profile, options and my page's counts. */
export async function getUserView(db: Db, userId: number): Promise<User | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const [spotRows, subscRows, favRows, socialRows] = await Promise.all([
    db.select({ n: count() }).from(spots).where(ownSpots(userId)),
    db
      .select({ state: subscs.state, state_req: subscs.stateReq })
      .from(subscs)
      .where(eq(subscs.userId, userId)),
    db
      .select({ id: favSymbols.id, title: favSymbols.title, content: favSymbols.content })
      .from(favUsers)
      .innerJoin(favSymbols, eq(favSymbols.id, favUsers.favSymbolId))
      .where(eq(favUsers.userId, userId))
      .orderBy(desc(favUsers.createdAt), desc(favUsers.id))
      .limit(1),
    db.select({ type: socialUsers.type }).from(socialUsers).where(eq(socialUsers.userId, userId)),
  ]);
  return {
    id: user.id,
    type: user.type,
    state: user.state,
    email: user.email,
    name: user.name,
    mobile: user.mobile,
    tel: user.tel,
    created_at: user.createdAt.toISOString(),
    options: {
      confNoticeAgreeAd: user.options.confNoticeAgreeAd ?? false,
      confNoticeAgreeNight: user.options.confNoticeAgreeNight ?? false,
      term: user.options.term ?? null,
    },
    spots_count: spotRows[0]?.n ?? 0,
    subscs_counts: displayStateCounts(subscRows),
    fav_symbol: favRows[0] ?? null,
    social_types: socialRows.map((r) => r.type),
  };
}
