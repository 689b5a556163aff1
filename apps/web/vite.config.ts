import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = 'http://localhost:3000';

/**
 * Pretendard's faces say `font-display: swap`: every one of its ~90 subsets that arrives late re-lays the
 * page out and moves it (Lighthouse measured a 0.3 layout shift on a product page). `optional` draws the
 * first visit in the system font and uses Pretendard once it is cached, so nothing ever moves.
 */
function fontDisplayOptional(): Plugin {
  return {
    name: 'pretendard-font-display-optional',
    transform(code, id) {
      if (!id.includes('pretendard') || !id.endsWith('.css')) return null;
      return { code: code.replaceAll('font-display: swap', 'font-display: optional'), map: null };
    },
  };
}

export default defineConfig({
  base: '/customer_v2/',
  plugins: [react(), fontDisplayOptional()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Pretendard's dynamic subset ships ~90 small woff2 files; keep them as files, never inlined.
    assetsInlineLimit: 2048,
    // Not `assets/`: the app has its own /assets/ui route, and build files must never shadow a route.
    assetsDir: 'static',
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/files': { target: apiTarget, changeOrigin: true },
    },
  },
});
