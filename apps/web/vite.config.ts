import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';
import { routePreloads } from './build/route-preloads-plugin.ts';

const apiTarget = 'http://localhost:3000';

/** The routes a phone most often opens first, with the screen modules their registry entry imports. */
const firstLoadRoutes = {
  '/': ['src/features/featured/featured-land-screen.tsx', 'src/features/featured/first-visit-loader.ts'],
  '/prods': ['src/features/catalog/list/prods-list-screen.tsx'],
  '/prods/land': ['src/features/catalog/land/prods-land-screen.tsx'],
  '/prods/:prodId': ['src/features/catalog/detail/prod-detail-screen.tsx', 'src/features/cart/local-cart.ts'],
  '/favCats/intro': ['src/features/quiz/intro/quiz-intro-screen.tsx'],
  '/carts': ['src/features/cart/screen/cart-screen.tsx'],
};

export default defineConfig(({ isSsrBuild }) => ({
  base: '/customer_v2/',
  // The shop runs on Preact's React-compatible layer (decision 028): the same components, hooks and libraries
  // (`react` and `react-dom` resolve to `preact/compat`) without react-dom's ~60 KB gzip on a phone's first load.
  plugins: isSsrBuild ? [preact()] : [preact(), routePreloads(firstLoadRoutes)],
  // Lightning CSS (Vite's own minifier) also compiles the CSS modules, `composes` from shared files included.
  css: { transformer: 'lightningcss' },
  // The server's first-screen renderer (`npm run build`'s second step) is one file with its libraries in it:
  // the server loads it from dist-ssr/, outside the folder it serves to browsers.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // Not `assets/`: the app has its own /assets/ui route, and build files must never shadow a route.
        assetsDir: 'static',
      },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/files': { target: apiTarget, changeOrigin: true },
    },
  },
}));
