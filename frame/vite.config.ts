import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The embedded-wallet frame (docs/behaviour.md#embedded-wallet): a static page with relative asset paths, so a host
 * serves dist/frame/ from an origin of its own at any path, with its `config.json` beside `index.html`.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  publicDir: false,
  build: {
    outDir: fileURLToPath(new URL('../dist/frame', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
  },
});
