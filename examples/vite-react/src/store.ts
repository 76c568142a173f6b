import { configureStore, createSlice } from '@reduxjs/toolkit';
import { createWalletModal, localChain, mainnet, themeModeChanged } from 'redux-wallet-modal';

/** The local development chain (anvil or hardhat) the Dev Wallet signs on. */
export const localChainConfig = { id: 31337, name: 'Anvil', rpcUrl: import.meta.env.VITE_CHAIN_URL ?? 'http://127.0.0.1:8545' };

const apiUrl = import.meta.env.VITE_API_URL;
const relayUrl = import.meta.env.VITE_RELAY_URL;

/**
 * The style nonce of this response's Content Security Policy, which a server sending one writes into the page as
 * `<meta name="csp-nonce" content="…">`. A function, so it is read when the widget adds its styles.
 */
const cspNonce = () => document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content') ?? undefined;

const walletModal = createWalletModal(
  {
    // Your project's id at Reown (https://cloud.reown.com), from the environment: `VITE_PROJECT_ID` in `.env.local`.
    projectId: import.meta.env.VITE_PROJECT_ID,
    // The page starts light and its button switches both (by default the modal follows the visitor's system setting).
    themeMode: 'light',
    networks: [localChain(localChainConfig), mainnet],
    metadata: { name: 'Vite + React host', description: 'An example host app', url: location.origin, icons: [] },
    ...(apiUrl && { apiUrls: { provider: apiUrl, walletList: apiUrl, analytics: apiUrl } }),
    ...(relayUrl && { relayUrl }),
  },
  { cspNonce },
);

/** The host's own state. Its reducer also follows the wallet modal's theme action, so one dispatch themes both. */
export const pageSlice = createSlice({
  name: 'page',
  initialState: { theme: 'light' as 'light' | 'dark' },
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(themeModeChanged, (state, action) => {
      // The page's own palettes are light and dark; it keeps its colours when the modal is set to follow the system.
      if (action.payload !== 'system') state.theme = action.payload;
    });
  },
  selectors: {
    selectTheme: (state) => state.theme,
  },
});

export const store = configureStore({
  reducer: { [pageSlice.reducerPath]: pageSlice.reducer, [walletModal.reducerPath]: walletModal.reducer },
  middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(walletModal.middleware),
});
