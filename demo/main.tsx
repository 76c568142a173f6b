import { configureStore, createSlice } from '@reduxjs/toolkit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider, useSelector } from 'react-redux';
import { builtInNetworks, ConnectButton, createWalletModal, selectCurrentView, WalletModalRoot } from 'redux-wallet-modal';

const apiUrl = import.meta.env.VITE_API_URL ?? 'http://127.0.0.1:8787';
const themeMode = new URLSearchParams(location.search).get('theme') === 'dark' ? 'dark' : 'light';

// The host app's own state, living beside the wallet modal in one store.
const visitsSlice = createSlice({
  name: 'visits',
  initialState: { count: 1 },
  reducers: {},
});

const walletModal = createWalletModal({
  projectId: 'demo-project',
  networks: [...builtInNetworks],
  metadata: { name: 'redux-wallet-modal demo', description: 'A host page', url: 'http://127.0.0.1:5173', icons: [] },
  apiUrls: { provider: apiUrl, walletList: apiUrl, analytics: apiUrl },
  themeMode,
});

const store = configureStore({
  reducer: { visits: visitsSlice.reducer, [walletModal.reducerPath]: walletModal.reducer },
  middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(walletModal.middleware),
});
type HostState = ReturnType<typeof store.getState>;

function Header() {
  // The host reads the wallet modal's state with its own hooks, like any other slice.
  const view = useSelector((state: HostState) => selectCurrentView(state.walletModal)?.view);
  return (
    <header style={{ display: 'flex', gap: 12, alignItems: 'center', padding: 16, fontFamily: 'system-ui, sans-serif' }}>
      <strong style={{ flex: 1 }}>Demo dapp</strong>
      <span data-testid="current-view">{view ?? 'closed'}</span>
      <ConnectButton />
    </header>
  );
}

document.documentElement.style.colorScheme = themeMode;
const root = document.getElementById('root');
if (!root) throw new Error('The demo page has no #root element');
createRoot(root).render(
  <StrictMode>
    <Provider store={store}>
      <Header />
      <WalletModalRoot />
      <main style={{ padding: 16, fontFamily: 'system-ui, sans-serif' }}>
        <p>
          A host app with its own Redux store. The wallet modal lives under <code>walletModal</code>; open Redux DevTools to watch its
          actions. API: <code>{apiUrl}</code>
        </p>
      </main>
    </Provider>
  </StrictMode>,
);
