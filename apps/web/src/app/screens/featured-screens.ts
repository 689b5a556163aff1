import type { ScreenRegistry } from './screen-registry';

/** Home, featured lists and the taste quiz. */
export const featuredScreens: ScreenRegistry = {
  '/': async () => ({ Component: (await import('../../features/catalog/home/home-screen')).HomeScreen }),
};
