import type { ScreenRegistry } from './screen-registry';

/** Forums, company pages, documents and the developer pages. */
export const contentScreens: ScreenRegistry = {};
