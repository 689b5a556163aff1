/**
 * Builds the server for production: `npm start` runs `node dist/main.js`, no TypeScript at run time.
 * One esbuild bundle of src/main.ts holds the server's own code and @shop/domain, whose package is
 * TypeScript source (decision 022); every other npm package but date-fns stays an import, resolved from
 * node_modules when the server starts. Type checking is `npm run typecheck`'s job, not this one's. Run: npm run build -w apps/server
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(serverDir, 'dist');

/**
 * date-fns is bundled: its index imports each of its 250 functions as a module of its own (half a second
 * of every start), where the bundle keeps the dozen the server uses.
 */
const BUNDLED = /^(@shop\/|date-fns(\/|$)|@date-fns\/)/;

/** A bare import (`fastify`, `node:fs`) stays external unless it is a workspace or one BUNDLED package. */
const npmPackagesExternal: Plugin = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      BUNDLED.test(args.path) ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: serverDir,
  entryPoints: ['src/main.ts'],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  // Stack traces point at the TypeScript (node --enable-source-maps).
  sourcemap: true,
  // Korean texts stay readable in the bundle (esbuild escapes non-ASCII by default).
  charset: 'utf8',
  plugins: [npmPackagesExternal],
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
console.log(
  `server: ${path.relative(process.cwd(), outdir)}/main.js (${Math.round(bytes / 1024)} kB with its map)`,
);
