import { createEvmAdapter } from '../../adapters/evm/evmAdapter';
import { ErrorText } from '../../errors';
import { selectActiveAccount, selectConnectedWallet } from '../../store/slices/accountSlice';
import { networkSwitchRequested, selectActiveNetwork, selectIsNetworkApproved } from '../../store/slices/chainSlice';
import {
  connectionSwitchRequested,
  connectRequested,
  disconnectRequested,
  selectCurrentConnection,
} from '../../store/slices/connectionSlice';
import { openModal, selectCurrentView } from '../../store/slices/modalSlice';
import type { WalletModalState } from '../../store/types';
import { runLocalChains } from '../../test/chains';
import { expectConsoleError } from '../../test/consoleGuard';
import { announceDevWallet, createTestDevWallet, DEV_WALLET_ID } from '../../test/devWallet';
import { serveMockApi } from '../../test/mockApi';
import { englishText } from '../../test/notices';
import { createHostStore, waitForState } from '../../test/store';
import { memoryStorage } from '../../utils/storage';
import { selectActiveNativeBalance } from '../account/accountSelectors';

serveMockApi();

const chains = runLocalChains();
const config = () => ({ projectId: 'test-project-id', networks: [chains.a, chains.b] });

/** A host store on the two local chains whose page has the Dev Wallet (approving everything by default). */
async function setup(options: Parameters<typeof announceDevWallet>[1] = {}) {
  const dev = announceDevWallet(chains.a, options);
  const host = createHostStore(config(), { storage: options.storage ?? memoryStorage() });
  await waitForState(host.scoped, (state) => state.connectors.list.some((connector) => connector.id === DEV_WALLET_ID));
  return { ...dev, ...host };
}

/** A refusal as the state carries it: the wallet's own words, as a value. */
const WALLET_REFUSED = { key: 'notice.walletAnswered', values: { answer: 'User rejected the request.' } };

/** An error toast with `message`, shown or waiting its turn behind another (here, 'Token Balance Unavailable'). */
const errorToastShown = ({ alerts }: WalletModalState, message: string) =>
  [alerts.toast, alerts.queuedToast].some((toast) => toast?.variant === 'error' && englishText(toast.notice) === message);

async function connectDevWallet(scoped: Awaited<ReturnType<typeof setup>>['scoped']) {
  scoped.dispatch(connectRequested({ connectorId: DEV_WALLET_ID }));
  return waitForState(
    scoped,
    (state) => state.connection.status === 'connected' && selectActiveNativeBalance(state)?.balance !== undefined,
  );
}

describe('EVM connection on real anvil chains', () => {
  it('connects the Dev Wallet: address, chain and the balance the chain reports', async () => {
    const { scoped, wallet, prompts } = await setup();
    const state = await connectDevWallet(scoped);
    expect(selectCurrentConnection(state)).toMatchObject({ connectorId: DEV_WALLET_ID, chainId: 31337 });
    expect(selectActiveAccount(state)).toMatchObject({
      address: wallet.addresses[0],
      caipAddress: `eip155:31337:${wallet.addresses[0]}`,
    });
    expect(selectActiveNativeBalance(state)).toEqual({
      balance: await chains.balanceOf(0, wallet.addresses[0] as `0x${string}`),
      symbol: 'ETH',
    });
    expect(prompts.map((prompt) => prompt.method)).toEqual(['eth_requestAccounts']);
    // The wallet in use is the one the page announced, and an injected wallet serves every network.
    expect(selectConnectedWallet(state)).toEqual({ name: wallet.info.name, icon: wallet.info.icon });
    expect(selectIsNetworkApproved(state, chains.b.caipNetworkId)).toBe(true);
  });

  it('returns to disconnected with the wallet’s reason when the user rejects the connection', async () => {
    const { scoped } = await setup({ refuse: () => true });
    scoped.dispatch(connectRequested({ connectorId: DEV_WALLET_ID }));
    const state = await waitForState(scoped, (current) => current.connection.error !== undefined);
    expect(state.connection).toMatchObject({ status: 'disconnected', error: WALLET_REFUSED, connections: {} });
  });

  it('lets the user pick the account again when the wallet still shares one with the page', async () => {
    const { scoped, wallet, prompts } = await setup();
    // Shared before this page's store existed (another tab, or a wallet that cannot revoke on disconnect).
    await wallet.provider.request({ method: 'eth_requestAccounts' });
    await connectDevWallet(scoped);
    expect(prompts.map((prompt) => prompt.method)).toEqual(['eth_requestAccounts', 'wallet_requestPermissions']);
  });

  it('stays disconnected when the user refuses to share an account again', async () => {
    const { scoped, wallet } = await setup({ refuse: (request) => request.method === 'wallet_requestPermissions' });
    await wallet.provider.request({ method: 'eth_requestAccounts' });
    scoped.dispatch(connectRequested({ connectorId: DEV_WALLET_ID }));
    const state = await waitForState(scoped, (current) => current.connection.error !== undefined);
    expect(state.connection).toMatchObject({ status: 'disconnected', error: WALLET_REFUSED, connections: {} });
  });

  it('refuses to connect the connector that is already current', async () => {
    const { scoped, prompts } = await setup();
    await connectDevWallet(scoped);
    scoped.dispatch(connectRequested({ connectorId: DEV_WALLET_ID }));
    expect(scoped.getState().connection.status).toBe('connected');
    expect(englishText(scoped.getState().connection.error)).toBe('Dev Wallet is already connected.');
    expect(prompts).toHaveLength(1);
  });

  it('switches to the second chain: 4902, the chain added with its details, the switch retried', async () => {
    const { scoped, wallet, prompts } = await setup();
    await connectDevWallet(scoped);
    scoped.dispatch(networkSwitchRequested({ caipNetworkId: 'eip155:31338' }));
    const state = await waitForState(
      scoped,
      (current) => current.modal.loading === false && selectCurrentConnection(current)?.chainId === 31338,
    );
    expect(selectActiveNetwork(state)?.caipNetworkId).toBe('eip155:31338');
    expect(selectActiveAccount(state)?.caipAddress).toBe(`eip155:31338:${wallet.addresses[0]}`);
    expect(selectCurrentConnection(state)?.chainId).toBe(31338);
    expect(prompts.map((prompt) => prompt.method)).toEqual([
      'eth_requestAccounts',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ]);
    expect(prompts[1]?.params).toEqual([
      {
        chainId: '0x7a6a',
        chainName: 'Anvil B',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: [chains.b.rpcUrls.default.http[0]],
      },
    ]);
    expect(wallet.snapshot().chainId).toBe(31338);
    await waitForState(scoped, (current) => selectActiveNativeBalance(current)?.balance !== undefined);
  });

  it('leaves everything as it was when the user rejects the switch', async () => {
    const { scoped, wallet } = await setup({ refuse: (request) => request.method === 'wallet_addEthereumChain' });
    await connectDevWallet(scoped);
    const before = scoped.getState();
    scoped.dispatch(networkSwitchRequested({ caipNetworkId: 'eip155:31338' }));
    const state = await waitForState(scoped, (current) => errorToastShown(current, 'User rejected the request.'));
    expect(state.chain).toEqual(before.chain);
    expect(state.connection).toEqual(before.connection);
    expect(wallet.snapshot().chainId).toBe(31337);
  });

  it("says 'User rejected switch after adding network.' when the retried switch is refused", async () => {
    const { scoped } = await setup({ refuse: (request) => request.method === 'wallet_switchEthereumChain' });
    await connectDevWallet(scoped);
    scoped.dispatch(networkSwitchRequested({ caipNetworkId: 'eip155:31338' }));
    const state = await waitForState(scoped, (current) => errorToastShown(current, ErrorText.userRejectedSwitchAfterAdd));
    expect(selectActiveNetwork(state)?.caipNetworkId).toBe('eip155:31337');
  });

  it('follows accountsChanged: the new account and its balance', async () => {
    const { scoped, wallet } = await setup();
    await connectDevWallet(scoped);
    await chains.setBalance(0, wallet.addresses[1] as `0x${string}`, 1_234_500_000_000_000_000n);
    wallet.selectAccount(1);
    const state = await waitForState(scoped, (current) => selectActiveNativeBalance(current)?.balance === '1.2345');
    expect(selectActiveAccount(state)?.address).toBe(wallet.addresses[1]);
    expect(selectCurrentConnection(state)?.accounts[0]?.address).toBe(wallet.addresses[1]);
  });

  it('marks a chain the host did not request as unsupported and opens UnsupportedChain', async () => {
    const { scoped, wallet } = await setup();
    await connectDevWallet(scoped);
    await wallet.provider.request({
      method: 'wallet_addEthereumChain',
      params: [{ chainId: '0x539', chainName: 'Elsewhere', rpcUrls: ['http://127.0.0.1:9/'] }],
    });
    await wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x539' }] });
    const state = await waitForState(scoped, (current) => selectCurrentView(current)?.view === 'UnsupportedChain');
    expect(selectActiveNetwork(state)).toMatchObject({ caipNetworkId: 'eip155:1337', name: 'Unknown Network' });
    expect(state.modal.open).toBe(true);
  });

  it('disconnects: the connection, the account fields and the stored session go; the wallet forgets the site', async () => {
    const { scoped, wallet, storage } = await setup();
    await connectDevWallet(scoped);
    scoped.dispatch(openModal());
    scoped.dispatch(disconnectRequested());
    await waitForState(scoped, (current) => current.connection.status === 'disconnected' && !current.modal.open);
    // The modal closes on the disconnect itself; the rest of the disconnect lands in the same turn.
    const state = scoped.getState();
    expect(state.connection.connections).toEqual({});
    expect(selectActiveAccount(state)).toMatchObject({
      address: undefined,
      caipAddress: undefined,
      status: 'disconnected',
    });
    expect(selectActiveNativeBalance(state)).toBeUndefined();
    expect(storage.getItem('@redux-wallet-modal/connection')).toBeNull();
    expect(wallet.snapshot().permitted).toBe(false);
  });

  it('resets when the wallet itself disconnects or forgets the site', async () => {
    const { scoped, wallet } = await setup();
    await connectDevWallet(scoped);
    wallet.emitDisconnect();
    expect(scoped.getState().connection.status).toBe('disconnected');
    await connectDevWallet(scoped);
    wallet.forgetSite();
    expect(scoped.getState().connection.status).toBe('disconnected');
    expect(selectActiveAccount(scoped.getState())?.address).toBeUndefined();
  });

  it('restores the session after a reload without a prompt, on the last used chain', async () => {
    const storage = memoryStorage();
    const first = await setup({ storage });
    await connectDevWallet(first.scoped);
    first.scoped.dispatch(networkSwitchRequested({ caipNetworkId: 'eip155:31338' }));
    await waitForState(first.scoped, (state) => selectCurrentConnection(state)?.chainId === 31338);

    // The reload: a new page (store and wallet) over the same storage.
    const second = await setup({ storage });
    expect(['connecting', 'reconnecting']).toContain(second.scoped.getState().connection.status);
    expect(selectActiveNetwork(second.scoped.getState())?.caipNetworkId).toBe('eip155:31338');
    const state = await connectedAgain(second.scoped);
    expect(selectCurrentConnection(state)).toMatchObject({ connectorId: DEV_WALLET_ID, chainId: 31338 });
    expect(selectActiveAccount(state)?.caipAddress).toBe(`eip155:31338:${first.wallet.addresses[0]}`);
    expect(second.prompts).toEqual([]);
  });

  it('boots disconnected when the stored wallet no longer grants the site its accounts', async () => {
    const storage = memoryStorage();
    const first = await setup({ storage });
    await connectDevWallet(first.scoped);
    first.wallet.forgetSite();
    storage.setItem(
      '@redux-wallet-modal/connection',
      JSON.stringify({ current: DEV_WALLET_ID, connections: [{ connectorId: DEV_WALLET_ID, namespace: 'eip155' }] }),
    );
    const second = await setup({ storage });
    const state = await waitForState(second.scoped, (current) => current.connection.status === 'disconnected');
    expect(state.connection.connections).toEqual({});
    expect(storage.getItem('@redux-wallet-modal/connection')).toBeNull();
    expect(second.prompts).toEqual([]);
  });
});

function connectedAgain(scoped: Awaited<ReturnType<typeof setup>>['scoped']) {
  return waitForState(scoped, (state) => state.connection.status === 'connected' && selectActiveAccount(state)?.address !== undefined);
}

describe('several wallets at once', () => {
  /** A second wallet, offered by the host as an EXTERNAL connector (a Coinbase-style SDK wallet). */
  function externalWallet(storage = memoryStorage(), revokeFails = false) {
    const dev = createTestDevWallet(chains.a, { storage });
    dev.wallet.selectAccount(2);
    const provider = revokeFails
      ? {
          ...dev.wallet.provider,
          request: async (args: { method: string; params?: unknown }) => {
            if (args.method === 'wallet_revokePermissions') throw Object.assign(new Error('Internal error'), { code: -32000 });
            return dev.wallet.provider.request(args);
          },
        }
      : dev.wallet.provider;
    return { ...dev, external: { id: 'external-wallet', name: 'External Wallet', createProvider: () => provider } };
  }

  async function setupTwo(revokeFails = false) {
    const dev = announceDevWallet(chains.a);
    const second = externalWallet(memoryStorage(), revokeFails);
    const host = createHostStore(config(), { adapters: [createEvmAdapter({ externalWallets: [second.external] })] });
    await waitForState(host.scoped, (state) => state.connectors.list.length >= 2);
    await connectDevWallet(host.scoped);
    host.scoped.dispatch(connectRequested({ connectorId: 'external-wallet' }));
    await waitForState(host.scoped, (state) => selectActiveAccount(state)?.address === second.wallet.addresses[2]);
    return { ...host, dev, second };
  }

  it('keeps both connections, the newest current, and switches between them', async () => {
    const { scoped, dev } = await setupTwo();
    expect(Object.keys(scoped.getState().connection.connections).sort()).toEqual([DEV_WALLET_ID, 'external-wallet']);
    expect(scoped.getState().connection.currentConnectorId).toBe('external-wallet');
    scoped.dispatch(connectionSwitchRequested({ connectorId: DEV_WALLET_ID }));
    expect(selectActiveAccount(scoped.getState())?.address).toBe(dev.wallet.addresses[0]);
  });

  it('makes the remaining connection current when the current one disconnects', async () => {
    const { scoped, dev } = await setupTwo();
    scoped.dispatch(disconnectRequested());
    const state = await waitForState(scoped, (current) => selectActiveAccount(current)?.address === dev.wallet.addresses[0]);
    expect(state.connection).toMatchObject({ status: 'connected', currentConnectorId: DEV_WALLET_ID });
    expect(Object.keys(state.connection.connections)).toEqual([DEV_WALLET_ID]);
  });

  it("says 'Failed to disconnect' and stays connected when the wallet refuses", async () => {
    expectConsoleError(/^\[redux-wallet-modal\] Failed to disconnect /);
    const { scoped } = await setupTwo(true);
    scoped.dispatch(disconnectRequested({ connectorId: 'external-wallet' }));
    const state = await waitForState(scoped, (current) => errorToastShown(current, ErrorText.failedToDisconnect));
    expect(state.connection.connections['external-wallet']).toBeDefined();
  });
});

describe('chain reads', () => {
  it('falls back to the next RPC URL when the first is dead', async () => {
    const deadFirst = { ...chains.a, rpcUrls: { default: { http: ['http://127.0.0.1:9/', ...chains.a.rpcUrls.default.http] } } };
    const dev = announceDevWallet(chains.a);
    const { scoped } = createHostStore({ projectId: 'test-project-id', networks: [deadFirst] });
    await waitForState(scoped, (state) => state.connectors.list.some((connector) => connector.id === DEV_WALLET_ID));
    const state = await connectDevWallet(scoped);
    expect(selectActiveNativeBalance(state)?.balance).toBe(await chains.balanceOf(0, dev.wallet.addresses[0] as `0x${string}`));
  });

  it('shows 0 when no RPC URL answers', async () => {
    announceDevWallet(chains.a);
    const dead = { ...chains.a, rpcUrls: { default: { http: ['http://127.0.0.1:9/'] } } };
    const { scoped } = createHostStore({ projectId: 'test-project-id', networks: [dead] });
    await waitForState(scoped, (state) => state.connectors.list.some((connector) => connector.id === DEV_WALLET_ID));
    const state = await connectDevWallet(scoped);
    expect(selectActiveNativeBalance(state)).toEqual({ balance: '0', symbol: 'ETH' });
  });
});
