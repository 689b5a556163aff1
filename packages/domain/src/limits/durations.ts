export const RENTAL_DURATIONS = [12, 24, 36, 48] as const;
export type RentalDuration = (typeof RENTAL_DURATIONS)[number];

/** Special delivery/installation fee in won, shown in the cart as a discount line. */
export const SPECIAL_DELIVERY_FEE = 50000;
export const ASSOC_TITLE_MAX = 22;
export const MESSAGE_PREVIEW = 20;
