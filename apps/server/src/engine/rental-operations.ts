import { roundDueAt, termStopAt } from '@shop/domain/billing/billing-schedule';
import { FINAL_ROUND, type FinalChargeKind } from '@shop/domain/billing/record-label';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { RECORD_STATE } from '@shop/domain/codes/record-state';
import { SHIP_STATE } from '@shop/domain/codes/ship-state';
import { STOCK_STATE } from '@shop/domain/codes/stock-state';
import { SUBSC_STATE } from '@shop/domain/codes/subsc-state';
import type { Actor } from '@shop/domain/machine/transition';
import { nextRound } from '@shop/domain/rental/instalment';
import type { RentalTransitionName } from '@shop/domain/rental/rental-transitions';
import { terminationPenalty } from '@shop/domain/rental/termination-penalty';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { morphPointsAt } from '../db/morph-ref';
import { recordContracts, recordSubscs, ships } from '../db/schema';
import { notFound } from '../http/errors';
import { isDeliveryShip, isOpenShip, shipsOfRental } from '../modules/rentals/ship-conditions';
import { SHIP_TYPE_PICKUP, SHIP_TYPE_RETURN } from '../modules/rentals/ship-types';
import type { EngineDeps } from './engine-deps';
import { applyRentalMove } from './move-rental';
import { notifyRentalCustomer } from './notify';
import { lockRental, type RentalRow, readRentalFacts, rentalTitle } from './rental-facts';
import { bookReturnPickup } from './return-pickup';
import { assertHeldSerials, releaseUnits } from './units';

export const RENTAL_NOT_FOUND = '렌탈 정보를 찾을 수 없습니다.';

/**
 * Runs at the end of an operation's transaction with the rental before and after: staff operations write
 * their audit row with it, so the move and its audit commit together.
 */
export type WithinTx = (tx: Db, before: RentalRow, after: RentalRow) => Promise<void>;

/** The due day of a round counted from the start, none when no round is left. */
const dueDayOf = (start: Date, round: number | null) => (round === null ? null : roundDueAt(start, round));

async function locked(tx: Db, subscId: number): Promise<RentalRow> {
  const row = await lockRental(tx, subscId);
  if (!row) throw notFound(RENTAL_NOT_FOUND);
  return row;
}

/** The rental's open ships (not done or cancelled) of one type, or its deliveries; newest first. */
async function openShips(tx: Db, subscId: number, type?: number) {
  return tx
    .select()
    .from(ships)
    .where(
      and(shipsOfRental(subscId), isOpenShip(), type === undefined ? isDeliveryShip() : eq(ships.type, type)),
    )
    .orderBy(desc(ships.id));
}

async function setShipState(tx: Db, shipIds: number[], state: number, now: Date, extra = {}) {
  if (shipIds.length === 0) return;
  await tx
    .update(ships)
    .set({ state, updatedAt: now, ...extra })
    .where(inArray(ships.id, shipIds));
}

/**
 * A move with nothing more to it than the rental's states and history (assigning, shipping, withdrawing a
 * termination, the return pickup's steps); the ones with more have their own function below.
 */
export async function moveRentalSimply(
  deps: EngineDeps,
  subscId: number,
  name: RentalTransitionName,
  actor: Actor,
  note?: string,
  within?: WithinTx,
): Promise<RentalRow> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await locked(tx, subscId);
    const moved = await applyRentalMove(tx, row, name, actor, { now, ...(note ? { note } : {}) });
    const ids = async (type?: number) => (await openShips(tx, subscId, type)).map((s) => s.id);
    if (name === 'shipForInstall')
      await setShipState(tx, await ids(), SHIP_STATE.PROGRESS, now, { spotOutAt: now });
    if (name === 'startPickup') await setShipState(tx, await ids(SHIP_TYPE_PICKUP), SHIP_STATE.PROGRESS, now);
    if (name === 'withdrawTermination')
      await setShipState(tx, await ids(SHIP_TYPE_PICKUP), SHIP_STATE.CANCEL, now);
    // A rental sent to collection has no return pickup booked yet (an ended term's was booked at its end).
    if (name === 'assignReturn' && (await ids(SHIP_TYPE_RETURN)).length === 0)
      await bookReturnPickup(tx, row, now);
    if (name === 'startReturn') await setShipState(tx, await ids(SHIP_TYPE_RETURN), SHIP_STATE.PROGRESS, now);
    if (name === 'receiveReturn') {
      await setShipState(tx, await ids(SHIP_TYPE_RETURN), SHIP_STATE.DONE, now, { spotOutAt: now });
    }
    if (name === 'completeReturn') {
      const why = row.state === SUBSC_STATE.CANCEL_COLLECT ? '추심 회수' : '약정 만료 반납';
      await releaseUnits(tx, subscId, `${why} (렌탈 ${subscId})`, now);
    }
    if (name === 'shipForInstall') {
      await notifyRentalCustomer(tx, row, deps, now, { kind: 'shipped', title: rentalTitle(row) });
    }
    await within?.(tx, row, moved);
    return moved;
  });
}

/**
 * 설치 완료: the rental starts on the installation day. Its term runs `duration` months from then, the
 * next round falls due on the Seoul calendar from that day (round 1 was paid at checkout), the delivery is
 * done and the contract becomes available.
 */
export async function completeInstall(
  deps: EngineDeps,
  subscId: number,
  input: { installedAt?: Date; installer?: string; serials?: string[] } = {},
  within?: WithinTx,
): Promise<RentalRow> {
  const now = deps.clock.now();
  const start = input.installedAt ?? now;
  return deps.db.transaction(async (tx) => {
    const row = await locked(tx, subscId);
    const { billedRounds } = await readRentalFacts(tx, row);
    if (input.serials) await assertHeldSerials(tx, subscId, input.serials);
    const installNote = [
      input.installer ? `설치 기사 ${input.installer}` : '',
      input.serials?.length ? `S/N ${input.serials.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join(', ');
    const moved = await applyRentalMove(tx, row, 'completeInstall', 'staff', {
      now,
      ...(installNote ? { note: installNote } : {}),
      set: {
        startAt: start,
        stopAt: termStopAt(start, row.duration),
        nextAt: dueDayOf(start, nextRound(billedRounds, row.duration)),
      },
    });
    const delivery = (await openShips(tx, subscId)).map((s) => s.id);
    await setShipState(tx, delivery, SHIP_STATE.DONE, now, { spotSetAt: start });
    const [contract] = await tx
      .select({ id: recordContracts.id })
      .from(recordContracts)
      .where(morphPointsAt(recordContracts, 'contractable', MORPH_TYPE.SUBSC, subscId));
    if (!contract) {
      // The contract PDF is drawn from the rental when opened (record-contracts module).
      await tx.insert(recordContracts).values({
        contractableType: MORPH_TYPE.SUBSC,
        contractableId: subscId,
        path: 'generated',
        createdAt: now,
      });
    }
    await notifyRentalCustomer(tx, row, deps, now, {
      kind: 'installed',
      title: rentalTitle(row),
      startAt: start,
      stopAt: moved.stopAt!,
      nextAt: moved.nextAt,
    });
    await within?.(tx, row, moved);
    return moved;
  });
}

export type InspectionResult = 'ok' | 'damaged';

/**
 * 해지 완료, after the pickup and the inspection: the rental ends (CANCEL), billing stops, the units go
 * back to the warehouse (broken when damaged), and the final penalty of the documents' formula for the
 * actual pickup day is written as a penalty record for the engine to charge with the saved card (the
 * unpaid rounds stay owed as they are). The customer is told.
 */
export async function completeTermination(
  deps: EngineDeps,
  subscId: number,
  input: { inspection?: InspectionResult; pickedUpAt?: Date; note?: string } = {},
  within?: WithinTx,
): Promise<{ rental: RentalRow; penalty: number }> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await locked(tx, subscId);
    const pickup = (await openShips(tx, subscId, SHIP_TYPE_PICKUP))[0];
    const pickedUpAt = input.pickedUpAt ?? now;
    const penalty = row.startAt
      ? terminationPenalty({
          monthly: row.cost,
          startAt: row.startAt,
          months: row.duration,
          pickupAt: pickedUpAt,
          unpaid: 0,
        }).earlyTermination
      : 0;
    const rental = await applyRentalMove(tx, row, 'completeTermination', 'staff', {
      now,
      note: [input.inspection === 'damaged' ? '제품 손상' : '제품 이상 없음', input.note]
        .filter(Boolean)
        .join(', '),
      set: {
        stopAt: pickedUpAt,
        nextAt: null,
        options: {
          ...row.options,
          cancel: { ...(row.options.cancel as object), penalty, completed_at: now.toISOString() },
        },
      },
    });
    if (pickup) await setShipState(tx, [pickup.id], SHIP_STATE.DONE, now, { spotOutAt: pickedUpAt });
    await releaseUnits(
      tx,
      subscId,
      `해지 회수 (렌탈 ${subscId})`,
      now,
      input.inspection === 'damaged' ? STOCK_STATE.BROKEN : STOCK_STATE.ENABLE,
    );
    if (penalty > 0) await writeFinalCharge(tx, row, 'penalty', penalty, now);
    await notifyRentalCustomer(tx, row, deps, now, { kind: 'terminated', title: rentalTitle(row), penalty });
    await within?.(tx, row, rental);
    return { rental, penalty };
  });
}

/**
 * 분실 해지: the units were never returned; an optional loss charge (분실 변상금, a record of kind loss) is
 * charged as a penalty is, but named for what it is. The customer is told, with the charge. A rental
 * written off from collection keeps the day its contract ended there.
 */
export async function markLost(
  deps: EngineDeps,
  subscId: number,
  input: { charge?: number; note?: string } = {},
  within?: WithinTx,
): Promise<RentalRow> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await locked(tx, subscId);
    const rental = await applyRentalMove(tx, row, 'markLost', 'staff', {
      now,
      ...(input.note ? { note: input.note } : {}),
      set: { nextAt: null, stopAt: row.state === SUBSC_STATE.CANCEL_COLLECT ? row.stopAt : now },
    });
    await releaseUnits(tx, subscId, `분실 (렌탈 ${subscId})`, now, STOCK_STATE.LOST);
    const charge = input.charge ?? 0;
    if (charge > 0) await writeFinalCharge(tx, row, 'loss', charge, now);
    await notifyRentalCustomer(tx, row, deps, now, { kind: 'lost', title: rentalTitle(row), charge });
    await within?.(tx, row, rental);
    return rental;
  });
}

/**
 * The charge at a rental's end, a termination's penalty or a loss charge, which the engine charges with the
 * rental's card (its minutely job picks it up), billed as round 0.
 */
async function writeFinalCharge(
  tx: Db,
  row: RentalRow,
  kind: FinalChargeKind,
  cost: number,
  now: Date,
): Promise<void> {
  await tx
    .insert(recordSubscs)
    .values({
      subscId: row.id,
      kind,
      round: FINAL_ROUND,
      state: RECORD_STATE.PENDING,
      cost,
      dueAt: now,
      content: [{ cost, created_at: now.toISOString() }],
      createdAt: now,
    })
    .onConflictDoNothing();
}
