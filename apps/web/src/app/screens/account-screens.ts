import type { ScreenRegistry } from './screen-registry';

/** Sign-up, login, recovery, my page, settings and social login. */
export const accountScreens: ScreenRegistry = {};
