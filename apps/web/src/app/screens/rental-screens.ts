import type { ScreenRegistry } from './screen-registry';

const spots = {
  list: () => import('../../features/spots/list/spot-list-screen'),
  form: () => import('../../features/spots/form/spot-form-screens'),
};

/** Rentals, AS, address book, cards and billing. */
export const rentalScreens: ScreenRegistry = {
  // Address book
  '/spots': async () => ({ Component: (await spots.list()).SpotListScreen }),
  '/spots/create': async () => ({ Component: (await spots.form()).SpotCreateScreen }),
  '/spots/:spotId': async () => ({ Component: (await spots.form()).SpotEditScreen }),
};
