import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  createDevWallet,
  type DevWalletBitcoinChain,
  type DevWalletCosmosChain,
  type DevWalletPolkadotChain,
  type DevWalletSolanaChain,
} from 'redux-wallet-modal/dev-wallet';
import {
  BITCOIN_REGTEST_CAIP_NETWORK_ID,
  COSMOS_LOCAL_CAIP_NETWORK_ID,
  POLKADOT_LOCAL_CAIP_NETWORK_ID,
  SOLANA_LOCAL_CAIP_NETWORK_ID,
} from '../../mocks/fixtures/localChains.ts';
// Not part of the published `redux-wallet-modal/dev-wallet`: it needs @walletconnect/sign-client, a dev dependency.
import { toHexChainId } from '../../src/adapters/evm/eip1193';
import { bitcoinWalletConnectFamily } from '../../src/devWallet/bitcoinWalletConnect';
import { cosmosWalletConnectFamily } from '../../src/devWallet/cosmosWalletConnect';
import { polkadotWalletConnectFamily } from '../../src/devWallet/polkadotWalletConnect';
import { solanaWalletConnectFamily } from '../../src/devWallet/solanaWalletConnect';
import { createWalletConnectDevWallet } from '../../src/devWallet/walletConnectDevWallet';
import { askProposal, askRequest, pair, reportError, update } from './pageState';
import { WalletPage } from './WalletPage';

// The two local anvil chains `npm start` runs, as on the host page.
const chainA = { id: 31337, name: 'Anvil A', rpcUrl: import.meta.env.VITE_CHAIN_A_URL ?? 'http://127.0.0.1:8545' };
const chainB = { id: 31338, name: 'Anvil B', rpcUrl: import.meta.env.VITE_CHAIN_B_URL ?? 'http://127.0.0.1:8546' };
// And the local Solana chain, for the wallet's Solana side.
const solanaChain: DevWalletSolanaChain = {
  id: SOLANA_LOCAL_CAIP_NETWORK_ID as DevWalletSolanaChain['id'],
  name: 'Solana Local',
  rpcUrl: import.meta.env.VITE_SOLANA_RPC_URL ?? 'http://127.0.0.1:8899',
};
// And the local networks of the three families without a node: signing is real, nothing is sent
// (docs/behaviour.md#other-families).
const bitcoinChain: DevWalletBitcoinChain = { id: BITCOIN_REGTEST_CAIP_NETWORK_ID, name: 'Bitcoin Regtest' };
const polkadotChain: DevWalletPolkadotChain = { id: POLKADOT_LOCAL_CAIP_NETWORK_ID, name: 'Polkadot Local' };
const COSMOS_CAIP_ID = COSMOS_LOCAL_CAIP_NETWORK_ID;
const cosmosChain: DevWalletCosmosChain = { id: COSMOS_CAIP_ID.split(':')[1] as string, name: 'Cosmos Local' };
const relayUrl = import.meta.env.VITE_RELAY_URL ?? 'ws://127.0.0.1:8788';
// Its own storage keys: the host page's Dev Wallet shares this origin's localStorage.
const STORAGE_KEY = 'dev-mobile-wallet';

// The user answers this page's proposal and request prompts; by then the Dev Wallet has nothing left to ask.
const wallet = createDevWallet({
  chain: chainA,
  solana: { chain: solanaChain },
  bitcoin: { chain: bitcoinChain },
  polkadot: { chain: polkadotChain },
  cosmos: { chain: cosmosChain },
  storage: localStorage,
  storageKey: STORAGE_KEY,
  approve: () => true,
});
// Four namespaces beside eip155, as a multi-chain mobile wallet serves them all in one session.
const families = [
  solanaWalletConnectFamily(wallet),
  bitcoinWalletConnectFamily(wallet, bitcoinChain.id),
  polkadotWalletConnectFamily(wallet, polkadotChain.id),
  cosmosWalletConnectFamily(wallet, COSMOS_CAIP_ID),
];
const sideChains = [solanaChain, bitcoinChain, polkadotChain, { id: COSMOS_CAIP_ID, name: cosmosChain.name }];
/** Reads a wallet answers without asking its user, as Keplr's `getKey` does on the page. */
const UNPROMPTED = new Set(['cosmos_getAccounts', 'getAccountAddresses']);

// `?uri=` opens a pairing URI at once; it leaves the address so that a reload does not pair the used URI again.
const initialUri = new URLSearchParams(location.search).get('uri') ?? '';
if (initialUri) history.replaceState(null, '', location.pathname);

async function start() {
  await wallet.provider.request({
    method: 'wallet_addEthereumChain',
    params: [{ chainId: toHexChainId(chainB.id), chainName: chainB.name, rpcUrls: [chainB.rpcUrl] }],
  });
  const phone = await createWalletConnectDevWallet({
    wallet,
    projectId: 'demo-project',
    relayUrl,
    storage: localStorage,
    storagePrefix: STORAGE_KEY,
    families,
    approveSession: askProposal,
    approveRequest: (request, signal) => UNPROMPTED.has(request.method) || askRequest(request, signal),
    onResponse: (request, response) => update({ lastResult: { request, response } }),
    onSessionsChange: () => update((current) => ({ sessions: current.phone?.sessions() ?? [] })),
    onError: reportError,
  });
  update({ phone, sessions: phone.sessions(), status: 'Ready: paste a pairing URI.' });
  if (initialUri) await pair(initialUri);
}

start().catch((error: unknown) => {
  update({ status: 'The wallet did not start.' });
  reportError(error);
});

const root = document.getElementById('root');
if (!root) throw new Error('The wallet page has no #root element');
createRoot(root).render(
  <StrictMode>
    <WalletPage wallet={wallet} sideChains={sideChains} families={families} relayUrl={relayUrl} initialUri={initialUri} />
  </StrictMode>,
);
