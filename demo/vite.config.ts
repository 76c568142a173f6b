import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { type Connect, defineConfig, type Plugin } from 'vite';

const page = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * `/wallet` (no trailing slash) redirected to `/wallet/`, keeping the query: the page's relative script and
 * its `?uri=` only work from the directory's own address.
 */
function walletPageRedirect(): Plugin {
  const redirect: Connect.NextHandleFunction = (request, response, next) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== '/wallet') return next();
    response.statusCode = 302;
    response.setHeader('Location', `/wallet/${url.search}`);
    response.end();
  };
  return {
    name: 'wallet-page-redirect',
    configureServer: (server) => {
      server.middlewares.use(redirect);
    },
    configurePreviewServer: (server) => {
      server.middlewares.use(redirect);
    },
  };
}

/**
 * The demo: the host page, the dev mobile wallet (`/wallet/`) and the embedded wallet's mailbox (`/mailbox`, which
 * Vite's servers answer with mailbox.html). It imports the package from source so edits show at once.
 */
export default defineConfig({
  root: page('.'),
  plugins: [react(), walletPageRedirect()],
  resolve: {
    alias: [
      { find: /^redux-wallet-modal$/, replacement: page('../src/index.ts') },
      { find: /^redux-wallet-modal\/dev-wallet$/, replacement: page('../src/devWallet/index.ts') },
    ],
  },
  envDir: page('..'),
  build: {
    rollupOptions: { input: { main: page('index.html'), wallet: page('wallet/index.html'), mailbox: page('mailbox.html') } },
  },
});
