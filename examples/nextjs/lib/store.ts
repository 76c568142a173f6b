import { configureStore } from '@reduxjs/toolkit';
import { createWalletModal } from 'redux-wallet-modal';
import { networks } from './networks';

const apiUrl = process.env.NEXT_PUBLIC_API_URL;
const relayUrl = process.env.NEXT_PUBLIC_RELAY_URL;

/**
 * A store for one render tree: one per request on the server, one in the browser. Made inside a component rather than
 * at module level, so no request shares another's state (Redux's Next.js guide). On the server the wallet modal has
 * no storage and no wallets: it renders as a visitor with nothing connected sees it, and the browser's store restores
 * the visitor's connection after hydration.
 */
export function makeStore() {
  const walletModal = createWalletModal({
    // Your project's id at Reown (https://cloud.reown.com), from the environment: `NEXT_PUBLIC_PROJECT_ID` in `.env.local`.
    projectId: process.env.NEXT_PUBLIC_PROJECT_ID,
    networks: [...networks],
    metadata: {
      name: 'Next.js host',
      description: 'An example host app',
      url: process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000',
      icons: [],
    },
    ...(apiUrl && { apiUrls: { provider: apiUrl, walletList: apiUrl, analytics: apiUrl } }),
    ...(relayUrl && { relayUrl }),
  });
  return configureStore({
    reducer: { [walletModal.reducerPath]: walletModal.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(walletModal.middleware),
  });
}
