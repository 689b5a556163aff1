import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = 'http://localhost:3000';

/** The operator console: its own bundle at /admin/, so the customer app never carries staff screens. */
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  css: { transformer: 'lightningcss' },
  build: { outDir: 'dist', emptyOutDir: true, assetsDir: 'static' },
  server: {
    port: 5174,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/files': { target: apiTarget, changeOrigin: true },
    },
  },
});
