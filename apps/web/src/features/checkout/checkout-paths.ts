import { paths, pathTo } from '../../shared/config/paths';

/** The checkout's links (patterns in app/paths.ts). */
export const checkoutPaths = {
  checkout: pathTo('PurOrderCreateProd'),
  carts: paths.carts,
  /** The cart after a failed payment: it fetches the items the server put back. */
  cartsAfterFail: (paymentId: number | string) => `${paths.carts}/${paymentId}`,
  addCard: '/payments/billAuth?return=checkout',
  complete: (paymentId: number | string) => pathTo('PurOrderCreateProdComplete', { paymentId }),
  fail: (paymentId: number | string) => pathTo('PurOrderCreateProdFail', { paymentId }),
  result: (paymentId: number | string) => pathTo('PurOrderCreateProdResult', { paymentId }),
  subsc: (subscId: number) => pathTo('SubscItem', { subscId }),
  invoice: (subscId: number) => `/payments/bill/subsc/${subscId}`,
  purOrdersUser: pathTo('PurOrderUserItem'),
} as const;
