import type { Actor } from '@shop/domain/machine/transition';
import { moveRental, type RentalTransitionName } from '@shop/domain/rental/rental-transitions';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { subscHistories, subscs } from '../db/schema';
import { badRequest } from '../http/errors';
import { type RentalRow, readRentalFacts } from './rental-facts';

export type MoveOptions = {
  now: Date;
  /** Added to the move's own label in the history row. */
  note?: string;
  /** Other columns the move sets in the same write (dates, options). */
  set?: Partial<Omit<typeof subscs.$inferInsert, 'id' | 'state' | 'stateReq'>>;
};

/**
 * Applies one move of the rental state machine to a rental already locked in `tx`: the domain decides
 * (or refuses with its Korean message, a 400), the row and its history row are written together.
 */
export async function applyRentalMove(
  tx: Db,
  row: RentalRow,
  name: RentalTransitionName,
  actor: Actor,
  options: MoveOptions,
): Promise<RentalRow> {
  const outcome = moveRental(name, await readRentalFacts(tx, row), actor);
  if (!outcome.ok) throw badRequest(outcome.message);
  const [updated] = await tx
    .update(subscs)
    .set({
      ...options.set,
      state: outcome.next.state,
      stateReq: outcome.next.state_req,
      updatedAt: options.now,
    })
    .where(eq(subscs.id, row.id))
    .returning();
  await tx.insert(subscHistories).values({
    subscId: row.id,
    state: outcome.next.state,
    stateReq: outcome.next.state_req,
    note: options.note ? `${outcome.note} (${options.note})` : outcome.note,
    createdAt: options.now,
  });
  return updated!;
}

/** The same move when it may not apply now (the engine's follow-ups): null instead of a refusal. */
export async function tryRentalMove(
  tx: Db,
  row: RentalRow,
  name: RentalTransitionName,
  actor: Actor,
  options: MoveOptions,
): Promise<RentalRow | null> {
  if (!moveRental(name, await readRentalFacts(tx, row), actor).ok) return null;
  return applyRentalMove(tx, row, name, actor, options);
}
