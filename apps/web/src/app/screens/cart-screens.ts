import type { ScreenRegistry } from './screen-registry';

/** Cart, checkout and payment results. */
export const cartScreens: ScreenRegistry = {};
