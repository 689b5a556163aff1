import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's own folder (apps/server), where its migrations (drizzle/) and files (assets/) live.
 * This module sits one level down either way it runs: as source in src/ (tests, `npm run dev`) or bundled
 * into dist/main.js (`npm start`), so every path the server reads from its package starts here.
 */
export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
