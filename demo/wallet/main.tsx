import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createDevWallet, type DevWalletSolanaChain } from 'redux-wallet-modal/dev-wallet';
import { SOLANA_LOCAL_CAIP_NETWORK_ID } from '../../mocks/fixtures/localChains.ts';
// Not part of the published `redux-wallet-modal/dev-wallet`: it needs @walletconnect/sign-client, a dev dependency.
import { toHexChainId } from '../../src/adapters/evm/eip1193';
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
const relayUrl = import.meta.env.VITE_RELAY_URL ?? 'ws://127.0.0.1:8788';
// Its own storage keys: the host page's Dev Wallet shares this origin's localStorage.
const STORAGE_KEY = 'dev-mobile-wallet';

// The user answers this page's proposal and request prompts; by then the Dev Wallet has nothing left to ask.
const wallet = createDevWallet({
  chain: chainA,
  solana: { chain: solanaChain },
  storage: localStorage,
  storageKey: STORAGE_KEY,
  approve: () => true,
});
// The solana namespace beside eip155, as a multi-chain mobile wallet serves both in one session.
const families = [solanaWalletConnectFamily(wallet)];

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
    approveRequest: askRequest,
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
    <WalletPage wallet={wallet} solanaChain={solanaChain} families={families} relayUrl={relayUrl} initialUri={initialUri} />
  </StrictMode>,
);
