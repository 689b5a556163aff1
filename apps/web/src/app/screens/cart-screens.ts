import type { ScreenRegistry } from './screen-registry';

const cart = () => import('../../features/cart/screen/cart-screen');

/** Cart, checkout and payment results. */
export const cartScreens: ScreenRegistry = {
  '/carts': async () => ({ Component: (await cart()).CartScreen }),
  '/carts/:paymentId': async () => ({ Component: (await cart()).CartScreen }),
};
