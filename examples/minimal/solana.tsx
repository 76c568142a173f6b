import { configureStore } from '@reduxjs/toolkit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { arbitrum, ConnectButton, createSolanaAdapter, createWalletModal, mainnet, solana, WalletModalRoot } from 'redux-wallet-modal';

// main.tsx's host with Solana configured beside EVM: the Solana network and adapter. `npm run size` holds its first load
// to the same budget, with no Solana library in it. VITE_API_URL as in main.tsx.
const apiUrl = import.meta.env.VITE_API_URL;
const walletModal = createWalletModal(
  {
    projectId: 'minimal-example',
    networks: [mainnet, arbitrum, solana],
    metadata: { name: 'Minimal host', description: 'A header and a connect button', url: location.origin, icons: [] },
    ...(apiUrl && { apiUrls: { provider: apiUrl, walletList: apiUrl, analytics: apiUrl } }),
  },
  { adapters: [createSolanaAdapter()] },
);

const store = configureStore({
  reducer: { [walletModal.reducerPath]: walletModal.reducer },
  middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(walletModal.middleware),
});

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <Provider store={store}>
      <header style={{ display: 'flex', alignItems: 'center', padding: 16, fontFamily: 'system-ui, sans-serif' }}>
        <strong style={{ flex: 1 }}>Minimal host</strong>
        <ConnectButton />
      </header>
      <WalletModalRoot />
    </Provider>
  </StrictMode>,
);
