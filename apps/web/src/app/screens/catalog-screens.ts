import type { ScreenRegistry } from './screen-registry';

/** Product lists, product detail and the visitor cart. */
export const catalogScreens: ScreenRegistry = {};
