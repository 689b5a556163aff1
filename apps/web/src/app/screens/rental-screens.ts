import type { ScreenRegistry } from './screen-registry';

/** Rentals, AS, address book, cards and billing. */
export const rentalScreens: ScreenRegistry = {};
