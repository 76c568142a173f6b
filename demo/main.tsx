import { configureStore, createSlice } from '@reduxjs/toolkit';
import type { SolanaSignMessageFeature } from '@solana/wallet-standard-features';
import type { Wallet } from '@wallet-standard/base';
import bs58 from 'bs58';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider, useDispatch, useSelector } from 'react-redux';
import {
  builtInNetworks,
  ConnectButton,
  createBitcoinAdapter,
  createCosmosAdapter,
  createPolkadotAdapter,
  createSolanaAdapter,
  createWalletModal,
  defineNetwork,
  getScopedStore,
  localChain,
  messageSignatureRequested,
  openModal,
  openPay,
  type PayResult,
  selectActiveAccount,
  selectCurrentView,
  type ViewName,
  WalletModalRoot,
  walletProviderRequested,
} from 'redux-wallet-modal';
import {
  BITCOIN_REGTEST_CAIP_NETWORK_ID,
  COSMOS_LOCAL_CAIP_NETWORK_ID,
  DSPL,
  LOCAL_TOKENS,
  POLKADOT_LOCAL_CAIP_NETWORK_ID,
  SOLANA_LOCAL_CAIP_NETWORK_ID,
} from '../mocks/fixtures/localChains.ts';
// Every view, for the developers' view gallery: not something a host needs.
import { VIEW_DEFINITIONS } from '../src/shell/WalletModalRoot/viewDefinitions';
import { AnalyticsPanel } from './AnalyticsPanel';
import { DevWalletPanel, startDevWallet } from './DevWalletPanel';
import { demoSignIn, SignInStatus } from './SignInStatus';
import { SmartSessionPanel } from './SmartSessionPanel';

const apiUrl = import.meta.env.VITE_API_URL ?? 'http://127.0.0.1:8787';
// The two local anvil chains `npm start` runs, then the built-in networks.
const chainA = { id: 31337, name: 'Anvil A', rpcUrl: import.meta.env.VITE_CHAIN_A_URL ?? 'http://127.0.0.1:8545' };
const chainB = { id: 31338, name: 'Anvil B', rpcUrl: import.meta.env.VITE_CHAIN_B_URL ?? 'http://127.0.0.1:8546' };
// The test tokens `npm start` deploys on both chains, shown from the chain when the API cannot list them; their images from the local API.
const tokens = LOCAL_TOKENS.map((token) => ({
  address: token.address,
  image: `${apiUrl}/public/getTokenImage/${token.symbol.toLowerCase()}`,
}));
// Local chains have no logo of their own; the local API draws one for any asset image id it does not know.
const localChains = [chainA, chainB].map((chain) => ({
  ...localChain({ ...chain, tokens }),
  assets: { imageId: `local-chain-${chain.id}` },
}));
// The local Solana chain `npm start` runs, with its demo SPL token listed for the on-chain Tokens list.
const solanaLocal = defineNetwork({
  id: SOLANA_LOCAL_CAIP_NETWORK_ID.split(':')[1] as string,
  name: 'Solana Local',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: [import.meta.env.VITE_SOLANA_RPC_URL ?? 'http://127.0.0.1:8899'] } },
  chainNamespace: 'solana',
  assets: { imageId: 'local-chain-solana' },
  tokens: [{ address: DSPL.mint, symbol: DSPL.symbol, name: DSPL.name, image: `${apiUrl}/public/getTokenImage/dspl` }],
});
/**
 * A local network of a family without a node here: it signs and verifies for real, but reads nothing (no balance or
 * send on it, docs/behaviour.md#other-chain-families), so its RPC URL is never asked.
 */
const signingOnly = (caipNetworkId: string, name: string, nativeCurrency: { name: string; symbol: string; decimals: number }) => {
  const [chainNamespace, id] = caipNetworkId.split(':') as ['bip122' | 'polkadot' | 'cosmos', string];
  return defineNetwork({ id, name, nativeCurrency, rpcUrls: { default: { http: [apiUrl] } }, chainNamespace, testnet: true });
};
const bitcoinRegtest = signingOnly(BITCOIN_REGTEST_CAIP_NETWORK_ID, 'Bitcoin Regtest', { name: 'Bitcoin', symbol: 'BTC', decimals: 8 });
const polkadotLocal = signingOnly(POLKADOT_LOCAL_CAIP_NETWORK_ID, 'Polkadot Local', { name: 'Polkadot', symbol: 'DOT', decimals: 10 });
const cosmosLocal = signingOnly(COSMOS_LOCAL_CAIP_NETWORK_ID, 'Cosmos Local', { name: 'Atom', symbol: 'ATOM', decimals: 6 });
const networks = [...localChains, ...builtInNetworks, solanaLocal, bitcoinRegtest, polkadotLocal, cosmosLocal];
// The page's wallet, every side: announced through EIP-6963, registered as a Wallet Standard wallet, and put where
// Bitcoin, Polkadot and Cosmos wallets are found, before the modal looks for wallets.
const devWallet = startDevWallet(chainA, {
  solana: { id: solanaLocal.caipNetworkId, name: solanaLocal.name, rpcUrl: solanaLocal.rpcUrls.default.http[0] as string },
  bitcoin: { id: BITCOIN_REGTEST_CAIP_NETWORK_ID, name: bitcoinRegtest.name },
  polkadot: { id: POLKADOT_LOCAL_CAIP_NETWORK_ID, name: polkadotLocal.name },
  cosmos: { id: cosmosLocal.id as string, name: cosmosLocal.name },
});
const query = new URLSearchParams(location.search);
// `?signIn=required` or `?signIn=optional` turns sign-in on (see SignInStatus.tsx).
const siwx = demoSignIn(query.get('signIn'), { apiUrl, networks });
const themeMode = query.get('theme') === 'dark' ? 'dark' : 'light';
// `?locale=ar` shows the modal in another language; without it the page's and the browser's language decide.
const locale = query.get('locale') ?? undefined;
// `?analytics=off` turns the modal's analytics off (`features.analytics: false`).
const analytics = query.get('analytics') !== 'off';
// `?smartSessions=on` turns smart sessions on, with the page's Grant a session button.
const smartSessions = query.get('smartSessions') === 'on';

// The host app's own state, living beside the wallet modal in one store.
const visitsSlice = createSlice({
  name: 'visits',
  initialState: { count: 1 },
  reducers: {},
});

const walletModal = createWalletModal(
  {
    projectId: 'demo-project',
    networks,
    // Swaps on the anvil chains go through the Uniswap V2 exchange `npm start` deploys there.
    swapNetworks: localChains.map((chain) => chain.caipNetworkId),
    siwx,
    metadata: { name: 'redux-wallet-modal demo', description: 'A host page', url: location.origin, icons: [] },
    // The embedded wallet's frame, on its own origin (npm start serves it on FRAME_PORT).
    apiUrls: {
      provider: apiUrl,
      walletList: apiUrl,
      analytics: apiUrl,
      embeddedWallet: import.meta.env.VITE_FRAME_URL ?? 'http://127.0.0.1:8789/',
    },
    relayUrl: import.meta.env.VITE_RELAY_URL ?? 'ws://127.0.0.1:8788',
    themeMode,
    locale,
    features: { analytics, smartSessions, pay: true },
  },
  {
    adapters: [
      createSolanaAdapter({ onInvalidInput: (reason) => console.warn(reason) }),
      createBitcoinAdapter({ onInvalidInput: (reason) => console.warn(reason) }),
      createPolkadotAdapter({ appName: 'redux-wallet-modal demo', onInvalidInput: (reason) => console.warn(reason) }),
      createCosmosAdapter({ onInvalidInput: (reason) => console.warn(reason) }),
    ],
  },
);

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
const MESSAGE = 'Hello from the demo dapp';

/** `personal_sign` with an EIP-1193 provider: the signature in hex. */
async function signWithEvmWallet(provider: unknown, address: string) {
  const hex = `0x${Array.from(new TextEncoder().encode(MESSAGE), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
  const eip1193 = provider as { request(args: { method: string; params: unknown[] }): Promise<unknown> };
  return String(await eip1193.request({ method: 'personal_sign', params: [hex, address] }));
}

/** `solana:signMessage` with a Wallet Standard wallet (a page's, or a WalletConnect session seen as one): the signature in base58. */
async function signWithSolanaWallet(provider: unknown, address: string) {
  const wallet = provider as Wallet;
  const account = wallet.accounts.find((candidate) => candidate.address === address);
  const feature = (wallet.features as Partial<SolanaSignMessageFeature>)['solana:signMessage'];
  if (!account || !feature) throw new Error('This wallet cannot sign messages.');
  const [output] = await feature.signMessage({ account, message: new TextEncoder().encode(MESSAGE) });
  return bs58.encode(output?.signature ?? new Uint8Array());
}

/** The host signing with whatever wallet the user connected, through the provider the modal hands out. */
function SignMessage() {
  const account = useSelector((state: HostState) => selectActiveAccount(state.walletModal));
  const [outcome, setOutcome] = useState<{ signature?: string; error?: string }>();
  const address = account?.address;
  if (!address) return null;
  async function sign(address: string) {
    setOutcome(undefined);
    try {
      const namespace = account?.caipAddress?.split(':')[0];
      if (namespace !== 'eip155' && namespace !== 'solana') {
        // Bitcoin, Polkadot and Cosmos wallets come in several kinds, each with its own API: the modal signs through
        // whichever it connected, in the family's usual form.
        setOutcome({ signature: await getScopedStore(store).dispatch(messageSignatureRequested(MESSAGE)) });
        return;
      }
      const provider = await getScopedStore(store).dispatch(walletProviderRequested());
      const signWith = namespace === 'solana' ? signWithSolanaWallet : signWithEvmWallet;
      setOutcome({ signature: await signWith(provider, address) });
    } catch (error) {
      // Wallets reject with EIP-1193 error objects, not always Error instances.
      const message = (error as { message?: unknown } | undefined)?.message;
      setOutcome({ error: typeof message === 'string' ? message : 'The wallet did not sign.' });
    }
  }
  return (
    <p>
      <button type="button" onClick={() => sign(address)}>
        Sign message
      </button>{' '}
      {outcome?.signature && <output aria-label="Signature">{outcome.signature}</output>}
      {outcome?.error && <span role="alert">{outcome.error}</span>}
    </p>
  );
}

/** The merchant the demo pays: anvil's account 7, which no demo wallet uses. */
const MERCHANT = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955';
const DEMO_TOKEN = LOCAL_TOKENS.find((token) => token.symbol === 'DEMO');

/** The host asking for a payment (`openPay`) and showing what it got: the transaction's hash, or why not. */
function PayDemo() {
  const [result, setResult] = useState<PayResult>();
  if (!DEMO_TOKEN) return null;
  const token = DEMO_TOKEN.address;
  async function pay() {
    setResult(undefined);
    const request = { recipient: MERCHANT, amount: '5', asset: token, network: localChains[0]?.caipNetworkId ?? 'eip155:31337' } as const;
    setResult(await getScopedStore(store).dispatch(openPay(request)));
  }
  return (
    <p>
      <button type="button" onClick={pay}>
        Pay 5 DEMO
      </button>{' '}
      {result?.status === 'paid' && <output aria-label="Payment transaction">{result.hash}</output>}
      {result?.status === 'refused' && <span role="alert">Not paid: {result.kind}</span>}
    </p>
  );
}

/** For developers (and the e2e suite): open any view of the modal directly. */
function ViewGallery() {
  const dispatch = useDispatch();
  const [view, setView] = useState<ViewName>('Connect');
  return (
    <p>
      <label>
        View{' '}
        <select value={view} onChange={(event) => setView(event.target.value as ViewName)}>
          {Object.keys(VIEW_DEFINITIONS).map((name) => (
            <option key={name}>{name}</option>
          ))}
        </select>
      </label>{' '}
      <button type="button" onClick={() => dispatch(openModal({ view }))}>
        Open view
      </button>
    </p>
  );
}

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
        <SignInStatus enabled={siwx !== undefined} />
        <SignMessage />
        <PayDemo />
        <SmartSessionPanel enabled={smartSessions} />
        <ViewGallery />
        <AnalyticsPanel apiUrl={apiUrl} analytics={analytics} />
      </main>
      <DevWalletPanel wallet={devWallet} />
    </Provider>
  </StrictMode>,
);
