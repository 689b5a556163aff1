import path from 'node:path';
import type { Plugin } from 'vite';

/** Which screen modules a route loads, by route pattern of paths.ts (source paths relative to apps/web). */
export type RouteSources = Record<string, readonly string[]>;

/** What the server adds to a route's HTML: the route's own chunks and styles, fetched with the page. */
export type RoutePreloads = Record<string, { js: string[]; css: string[] }>;

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

type ChunkLike = { fileName: string; imports: string[]; viteMetadata?: { importedCss: Set<string> } };

/**
 * Writes `route-preloads.json` next to index.html: for each route, the files of its lazy screen chunks and
 * everything they import statically (not the entry's own, which index.html already loads). Without it the
 * phone only learns of a screen's code after the main script has run. A listed source that is not a lazy
 * chunk fails the build, so the list cannot silently go stale.
 */
export function routePreloads(routes: RouteSources): Plugin {
  let root = '';
  return {
    name: 'route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = new Map<string, ChunkLike>();
      const byFacade = new Map<string, ChunkLike>();
      const entryFiles = new Set<string>();
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        chunks.set(item.fileName, item);
        if (item.facadeModuleId && item.isDynamicEntry) byFacade.set(item.facadeModuleId, item);
        if (item.isEntry) {
          entryFiles.add(item.fileName);
          for (const file of item.imports) entryFiles.add(file);
        }
      }
      const preloads: RoutePreloads = {};
      for (const [route, sources] of Object.entries(routes)) {
        const js = new Set<string>();
        const css = new Set<string>();
        const visit = (chunk: ChunkLike) => {
          if (js.has(chunk.fileName) || entryFiles.has(chunk.fileName)) return;
          js.add(chunk.fileName);
          for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
          for (const file of chunk.imports) {
            const imported = chunks.get(file);
            if (imported) visit(imported);
          }
        };
        for (const source of sources) {
          const chunk = byFacade.get(path.resolve(root, source));
          if (!chunk) this.error(`route-preloads: ${source} (route ${route}) is not a lazily loaded module`);
          visit(chunk);
        }
        preloads[route] = { js: [...js], css: [...css] };
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}
