import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { SHIP_STATE } from '@shop/domain/codes/ship-state';
import { SUBSC_STATE_REQ } from '@shop/domain/codes/subsc-state-req';
import { CANCEL_WINDOW_MESSAGE, isInCancelBlackout } from '@shop/domain/rental/cancel-window';
import { mayTerminate, TERMINATION_NOT_ALLOWED_MESSAGE } from '@shop/domain/rental/gates';
import { isPickupDateAllowed, PICKUP_DATE_MESSAGE, seoulDate } from '@shop/domain/rental/pickup-date';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { ships } from '../../db/schema';
import { applyRentalMove } from '../../engine/move-rental';
import { notifyRentalCustomer } from '../../engine/notify';
import { rentalTitle } from '../../engine/rental-facts';
import { badRequest, notFound } from '../../http/errors';
import { ownSpot } from '../spots/own-spot';
import { cancelEstimate } from './cancel-estimate';
import { recordCancelReasons } from './cancel-steps';
import { findOwnSubsc } from './owned-subsc';
import { SHIP_TYPE_PICKUP } from './ship-types';
import { subscViews } from './subsc-view';

export const PICKUP_SPOT_NOT_FOUND = '회수 주소를 찾을 수 없습니다.';

/**
 * PUT subscs/{id}/cancel: asks for the termination of a running rental. Refused outside the gate and
 * inside the nightly window (00:50–03:30 Seoul, `now` injected for tests). One transaction: request state
 * CANCEL with the penalty estimate for the chosen pickup date kept on the rental, a pickup ship from the
 * chosen address on that date, the reasons and a history row.
 */
export async function terminateSubsc(
  db: Db,
  userId: number,
  id: number,
  body: { feedback_ids?: number[] | undefined; spot_id: number; spot_out_at: string },
  deps: { config: Pick<Config, 'publicUrl' | 'messages'> },
  now = new Date(),
): Promise<void> {
  const gate = (row: { state: number; stateReq: number }) => {
    if (!mayTerminate({ state: row.state, state_req: row.stateReq })) {
      throw badRequest(TERMINATION_NOT_ALLOWED_MESSAGE);
    }
  };
  gate(await findOwnSubsc(db, userId, id));
  if (isInCancelBlackout(now)) throw badRequest(CANCEL_WINDOW_MESSAGE);
  const date = body.spot_out_at.slice(0, 10);
  if (!isPickupDateAllowed(date, now)) {
    throw badRequest(PICKUP_DATE_MESSAGE, { spot_out_at: [PICKUP_DATE_MESSAGE] });
  }
  const spot = await ownSpot(db, userId, body.spot_id);
  if (!spot) throw notFound(PICKUP_SPOT_NOT_FOUND);

  await db.transaction(async (tx) => {
    const row = await findOwnSubsc(tx, userId, id, true);
    const [view] = await subscViews(tx, [row], now);
    const estimate = cancelEstimate(row, view!, 'cancel', date, now);
    await applyRentalMove(tx, row, 'requestTermination', 'customer', {
      now,
      note: `회수 희망일 ${date}`,
      set: { options: { ...row.options, cancel: { ...estimate, at: now.toISOString(), spot_id: spot.id } } },
    });
    await tx.insert(ships).values({
      userId,
      shippableType: MORPH_TYPE.SUBSC,
      shippableId: id,
      type: SHIP_TYPE_PICKUP,
      state: SHIP_STATE.RESERVATION,
      stateReq: SUBSC_STATE_REQ.CANCEL,
      spotOut: spot.addr,
      spotOutCode: spot.addrCode,
      spotOutDesc: spot.addrDesc,
      spotOutTel: spot.tel,
      spotOutUserName: spot.name,
      spotOutAt: seoulDate(date),
      options: { spot_id: spot.id },
    });
    await recordCancelReasons(tx, userId, id, body.feedback_ids ?? []);
    // The customer's receipt of the request: the pickup day and the estimate, which the pickup's check settles.
    await notifyRentalCustomer(tx, row, deps, now, {
      kind: 'terminationRequested',
      title: rentalTitle(row),
      pickupAt: date,
      estimate: estimate.total,
    });
  });
}
