import { configureStore } from '@reduxjs/toolkit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import {
  arbitrum,
  bitcoin,
  ConnectButton,
  createBitcoinAdapter,
  createCosmosAdapter,
  createPolkadotAdapter,
  createSolanaAdapter,
  createWalletModal,
  defineNetwork,
  mainnet,
  solana,
  WalletModalRoot,
} from 'redux-wallet-modal';

// main.tsx's host with every chain family configured: Solana, Bitcoin, Polkadot and Cosmos beside EVM. `npm run size`
// lists what each family adds, and checks that no family's library is in its first load. VITE_API_URL as in main.tsx.
const apiUrl = import.meta.env.VITE_API_URL;
const polkadot = defineNetwork({
  id: '91b171bb158e2d3848fa23a9f1c25182',
  name: 'Polkadot',
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  rpcUrls: { default: { http: ['https://rpc.polkadot.io'] } },
  chainNamespace: 'polkadot',
});
const cosmosHub = defineNetwork({
  id: 'cosmoshub-4',
  name: 'Cosmos Hub',
  nativeCurrency: { name: 'Atom', symbol: 'ATOM', decimals: 6 },
  rpcUrls: { default: { http: ['https://cosmos-rpc.publicnode.com'] } },
  chainNamespace: 'cosmos',
});
const walletModal = createWalletModal(
  {
    projectId: 'minimal-example',
    networks: [mainnet, arbitrum, solana, bitcoin, polkadot, cosmosHub],
    metadata: { name: 'Minimal host', description: 'A header and a connect button', url: location.origin, icons: [] },
    ...(apiUrl && { apiUrls: { provider: apiUrl, walletList: apiUrl, analytics: apiUrl } }),
  },
  { adapters: [createSolanaAdapter(), createBitcoinAdapter(), createPolkadotAdapter(), createCosmosAdapter()] },
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
