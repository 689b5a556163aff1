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

const rentals = {
  list: () => import('../../features/rentals/list/rentals-list-screen'),
  detail: () => import('../../features/rentals/detail/subsc-detail-screen'),
  invoice: () => import('../../features/rentals/invoice/invoice-screen'),
  wizard: () => import('../../features/rentals/wizard/cancel-wizard-screen'),
  multi: () => import('../../features/rentals/multi/multi-list-screen'),
  subscCats: () => import('../../features/rentals/subsc-cats/subsc-cats-screen'),
};

const cares = {
  create: () => import('../../features/cares/create/care-create-screen'),
  list: () => import('../../features/cares/list/care-list-screen'),
  detail: () => import('../../features/cares/detail/care-detail-screen'),
};

const bill = () => import('../../features/billing/bill-screen');

/** Rentals, AS, address book, cards and billing. */
export const rentalScreens: ScreenRegistry = {
  // Rentals
  '/purOrders/user': async () => ({ Component: (await rentals.list()).RentalsListScreen }),
  '/subscs': async () => ({ Component: (await rentals.list()).RentalsListScreen }),
  '/subscs/:subscId': async () => ({ Component: (await rentals.detail()).SubscDetailScreen }),
  '/subscs/:subscId/invoices/:round': async () => ({ Component: (await rentals.invoice()).InvoiceScreen }),
  '/subscs/setCancel/:subscId': async () => ({ Component: (await rentals.wizard()).SetCancelScreen }),
  '/subscs/cancel/:subscId': async () => ({ Component: (await rentals.wizard()).TerminateScreen }),
  '/subscs/multi': async () => ({ Component: (await rentals.multi()).MultiListScreen }),
  '/subscs/multi/:subscId': async () => ({ Component: (await rentals.detail()).MultiDetailScreen }),
  '/subscCats': async () => ({ Component: (await rentals.subscCats()).SubscCatsScreen }),
  // AS
  '/cares/container/create': async () => ({ Component: (await cares.create()).CareCreateScreen }),
  '/cares/create': async () => ({ Component: (await cares.create()).CareCreateScreen }),
  '/cares/container/list': async () => ({ Component: (await cares.list()).CareListScreen }),
  '/cares/:careId': async () => ({ Component: (await cares.detail()).CareDetailScreen }),
  // Billing
  '/payments/bill/subsc/:subscId': async () => ({ Component: (await bill()).BillScreen }),
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
