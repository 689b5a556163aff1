import type { ScreenRegistry } from './screen-registry';

const spots = {
  list: () => import('../../features/spots/list/spot-list-screen'),
  form: () => import('../../features/spots/form/spot-form-screens'),
};

const payments = {
  cards: () => import('../../features/payments/cards/saved-cards-screen'),
  billAuth: () => import('../../features/payments/bill-auth/bill-auth-screen'),
  cardEntry: () => import('../../features/payments/bill-auth/card-entry-screen'),
  placeholders: () => import('../../features/payments/payments-placeholder-screens'),
};

/** Rentals, AS, address book, cards and billing. */
export const rentalScreens: ScreenRegistry = {
  // Address book
  '/spots': async () => ({ Component: (await spots.list()).SpotListScreen }),
  '/spots/create': async () => ({ Component: (await spots.form()).SpotCreateScreen }),
  '/spots/:spotId': async () => ({ Component: (await spots.form()).SpotEditScreen }),
  // Cards and payments
  '/payments': async () => ({ Component: (await payments.placeholders()).PaymentsScreen }),
  '/payments/billAuthBillKey': async () => ({ Component: (await payments.cards()).SavedCardsScreen }),
  '/payments/billAuth': async () => ({ Component: (await payments.billAuth()).BillAuthScreen }),
  '/payments/billAuth/create': async () => ({ Component: (await payments.cardEntry()).CardEntryScreen }),
  '/payments/:paymentId': async () => ({ Component: (await payments.placeholders()).PaymentScreen }),
};
