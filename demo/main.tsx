import { configureStore, createSlice } from '@reduxjs/toolkit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider, useDispatch, useSelector } from 'react-redux';
import { builtInNetworks, closeModal, createWalletModal, openModal, selectCurrentView, selectIsModalOpen } from 'redux-wallet-modal';

const apiUrl = import.meta.env.VITE_API_URL ?? 'http://127.0.0.1:8787';

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
});

const store = configureStore({
  reducer: { visits: visitsSlice.reducer, [walletModal.reducerPath]: walletModal.reducer },
  middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(walletModal.middleware),
});
type HostState = ReturnType<typeof store.getState>;

function Header() {
  const dispatch = useDispatch();
  const open = useSelector((state: HostState) => selectIsModalOpen(state.walletModal));
  const view = useSelector((state: HostState) => selectCurrentView(state.walletModal)?.view);
  return (
    <header style={{ display: 'flex', gap: 12, alignItems: 'center', padding: 16, fontFamily: 'system-ui, sans-serif' }}>
      <strong style={{ flex: 1 }}>Demo dapp</strong>
      <span aria-live="polite">{open ? `Modal open on ${view}` : 'Modal closed'}</span>
      <button type="button" onClick={() => dispatch(open ? closeModal() : openModal())}>
        {open ? 'Close' : 'Connect Wallet'}
      </button>
    </header>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('The demo page has no #root element');
createRoot(root).render(
  <StrictMode>
    <Provider store={store}>
      <Header />
      <main style={{ padding: 16, fontFamily: 'system-ui, sans-serif' }}>
        <p>
          A host app with its own Redux store. The wallet modal lives under <code>walletModal</code>; open Redux DevTools to watch its
          actions. API: <code>{apiUrl}</code>
        </p>
      </main>
    </Provider>
  </StrictMode>,
);
