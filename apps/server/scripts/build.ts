/**
 * Builds the server for production: `npm start` runs `node dist/main.js`, no TypeScript at run time.
 * One esbuild bundle of src/main.ts holds the server's own code and @shop/domain, whose package is
 * TypeScript source (decision 022); every npm package stays an import, resolved from node_modules when the
 * server starts. Type checking is `npm run typecheck`'s job, not this one's. Run: npm run build -w apps/server
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(serverDir, 'dist');

/** A bare import (`fastify`, `node:fs`) stays external unless it is one of this repository's workspaces. */
const npmPackagesExternal: Plugin = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@shop/') ? undefined : { path: args.path, external: true },
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
