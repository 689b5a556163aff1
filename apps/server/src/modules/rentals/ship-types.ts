import { SUBSC_STATE_REQ } from '@shop/domain/codes/subsc-state-req';

/**
 * The documents number no ship types. The seed marks a pickup after cancellation with the request step it
 * serves (CANCEL, 700); a termination's pickup ship here uses the same, and every other ship of a rental is
 * a delivery (the seed's 200, checkout's 100).
 */
export const SHIP_TYPE_PICKUP = SUBSC_STATE_REQ.CANCEL;

/** The pickup at the end of a regular rental's term serves its return (UNSET, 600). */
export const SHIP_TYPE_RETURN = SUBSC_STATE_REQ.UNSET;

/** Ships that collect from the customer rather than deliver. */
export const PICKUP_SHIP_TYPES: readonly number[] = [SHIP_TYPE_PICKUP, SHIP_TYPE_RETURN];
