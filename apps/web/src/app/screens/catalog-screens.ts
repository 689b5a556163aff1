import { createElement } from 'react';
import type { ScreenRegistry } from './screen-registry';

/** Product lists, product detail and the visitor cart. */
export const catalogScreens: ScreenRegistry = {
  '/prods': async () => ({
    Component: (await import('../../features/catalog/list/prods-list-screen')).ProdsListScreen,
  }),
  '/prods/conn': async () => {
    const { ProdsListScreen } = await import('../../features/catalog/list/prods-list-screen');
    return { Component: () => createElement(ProdsListScreen, { packagesOnly: true }) };
  },
  '/prods/land': async () => ({
    Component: (await import('../../features/catalog/land/prods-land-screen')).ProdsLandScreen,
  }),
  // The route composes the product page with the visitor cart; neither feature imports the other.
  '/prods/:prodId': async () => {
    const [{ ProdDetailScreen }, { addToCart }] = await Promise.all([
      import('../../features/catalog/detail/prod-detail-screen'),
      import('../../features/cart/local-cart'),
    ]);
    return { Component: () => createElement(ProdDetailScreen, { addToCart }) };
  },
};
