import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The host demo page; it imports the package from source so edits show at once. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^redux-wallet-modal$/, replacement: fileURLToPath(new URL('../src/index.ts', import.meta.url)) },
      { find: /^redux-wallet-modal\/dev-wallet$/, replacement: fileURLToPath(new URL('../src/devWallet/index.ts', import.meta.url)) },
    ],
  },
  envDir: fileURLToPath(new URL('..', import.meta.url)),
});
