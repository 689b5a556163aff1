/** The payments screens' links (patterns in app/paths.ts). */
export const paymentsPaths = {
  list: '/payments',
  cards: '/payments/billAuthBillKey',
  billAuth: '/payments/billAuth',
  subsc: (subscId: number) => `/subscs/${subscId}`,
} as const;
