/** The router's basename; vite.config.ts serves the build at the same `/customer_v2/`. */
export const BASENAME = '/customer_v2';
export const BASE_URL = `${BASENAME}/`;
