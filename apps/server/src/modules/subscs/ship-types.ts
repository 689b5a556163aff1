import { SUBSC_STATE_REQ } from '@shop/domain/codes/subsc-state-req';

/**
 * The documents number no ship types. The seed marks a pickup after cancellation with the request step it
 * serves (CANCEL, 700); a termination's pickup ship here uses the same, and every other ship of a rental is
 * a delivery (the seed's 200, checkout's 100).
 */
export const SHIP_TYPE_PICKUP = SUBSC_STATE_REQ.CANCEL;
