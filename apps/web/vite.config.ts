import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = 'http://localhost:3000';

export default defineConfig({
  base: '/customer_v2/',
  plugins: [react()],
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
