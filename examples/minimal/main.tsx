import { configureStore } from '@reduxjs/toolkit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { arbitrum, ConnectButton, createWalletModal, mainnet, WalletModalRoot } from 'redux-wallet-modal';

// The documented setup: one call, the host's own store, a connect button. VITE_API_URL points the provider and
// wallet-list APIs at a local server (the benchmark's); without it the package's defaults apply.
const apiUrl = import.meta.env.VITE_API_URL;
const walletModal = createWalletModal({
  projectId: 'minimal-example',
  networks: [mainnet, arbitrum],
  metadata: { name: 'Minimal host', description: 'A header and a connect button', url: location.origin, icons: [] },
  ...(apiUrl && { apiUrls: { provider: apiUrl, walletList: apiUrl, analytics: apiUrl } }),
});

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
