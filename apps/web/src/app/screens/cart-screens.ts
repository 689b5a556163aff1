import type { ScreenRegistry } from './screen-registry';

const cart = () => import('../../features/cart/screen/cart-screen');
const checkout = {
  screen: () => import('../../features/checkout/screen/checkout-screen'),
  complete: () => import('../../features/checkout/complete/complete-screen'),
  result: () => import('../../features/checkout/complete/result-screen'),
  fail: () => import('../../features/checkout/fail/fail-screen'),
};

/** Cart, checkout and payment results. */
export const cartScreens: ScreenRegistry = {
  '/carts': async () => ({ Component: (await cart()).CartScreen }),
  '/carts/:paymentId': async () => ({ Component: (await cart()).CartScreen }),
  '/purOrders/createProd': async () => ({ Component: (await checkout.screen()).CheckoutScreen }),
  '/purOrders/createProdComplete/:paymentId': async () => ({
    Component: (await checkout.complete()).CompleteScreen,
  }),
  '/purOrders/createProdFail/:paymentId': async () => ({ Component: (await checkout.fail()).FailScreen }),
  '/purOrders/createProdResult/:paymentId': async () => ({
    Component: (await checkout.result()).ResultScreen,
  }),
};
