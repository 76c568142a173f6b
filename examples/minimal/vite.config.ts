import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/** The minimal host page, built for production against the library build (`npm run build` first). */
export default defineConfig({
  root: path('.'),
  base: './',
  plugins: [react()],
  resolve: { alias: [{ find: /^redux-wallet-modal$/, replacement: path('../../dist/index.js') }] },
  envDir: path('.'),
  build: { outDir: path('dist'), emptyOutDir: true, manifest: true },
});
