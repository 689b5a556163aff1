/** The rental routes (rental-lifecycle.md 2); patterns are in app/paths.ts. */
export const rentalsPaths = {
  list: '/purOrders/user',
  detail: (subscId: number | string) => `/subscs/${subscId}`,
  /** One round's invoice: its number (0 for a penalty) or `latest`, the last round billed. */
  invoice: (subscId: number | string, round: number | 'latest') => `/subscs/${subscId}/invoices/${round}`,
  multiList: '/subscs/multi',
  multiDetail: (subscId: number | string) => `/subscs/multi/${subscId}`,
  setCancel: (subscId: number | string) => `/subscs/setCancel/${subscId}`,
  cancel: (subscId: number | string) => `/subscs/cancel/${subscId}`,
  bill: (subscId: number | string) => `/payments/bill/subsc/${subscId}`,
  careCreate: (subscId: number | string) => `/cares/container/create?subsc_id=${subscId}`,
  prodsOfCat: (subscCatId: number | string) => `/prods/?subsc_cat_id=${subscCatId}`,
} as const;
