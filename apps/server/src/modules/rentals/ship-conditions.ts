import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { SHIP_STATE } from '@shop/domain/codes/ship-state';
import { inArray, notInArray } from 'drizzle-orm';
import { morphPointsAt } from '../../db/morph-ref';
import { ships } from '../../db/schema';
import { PICKUP_SHIP_TYPES } from './ship-types';

/** The `where` conditions on `ships` that the rental's deliveries and pickups are read and changed by. */

/** Every ship of one rental, deliveries and pickups alike. */
export const shipsOfRental = (subscId: number) =>
  morphPointsAt(ships, 'shippable', MORPH_TYPE.SUBSC, subscId);

/** A ship that brings the product to the customer. */
export const isDeliveryShip = () => notInArray(ships.type, [...PICKUP_SHIP_TYPES]);

/** A ship that collects the product from the customer. */
export const isPickupShip = () => inArray(ships.type, [...PICKUP_SHIP_TYPES]);

/** A ship not yet done or cancelled. */
export const isOpenShip = () =>
  inArray(ships.state, [SHIP_STATE.NONE, SHIP_STATE.RESERVATION, SHIP_STATE.PROGRESS]);
