import { jest } from '@jest/globals';
import { configureStore } from '@reduxjs/toolkit';
import type { DiscoveredConnector } from '../adapters/types';
import { WalletModalConfigError } from '../config/config';
import { mainnet, sepolia, solana } from '../config/networks';
import { STORAGE_KEYS } from '../constants';
import { getScopedStore, walletModalStarted } from '../store/scopedStore';
import { alertDismissed } from '../store/slices/alertsSlice';
import { networkSwitchRequested, selectActiveNetwork } from '../store/slices/chainSlice';
import { selectCurrentConnection } from '../store/slices/connectionSlice';
import { selectConnectors } from '../store/slices/connectorsSlice';
import { closeModal, openModal, selectCurrentView, selectIsModalOpen } from '../store/slices/modalSlice';
import { selectEmbeddedWalletApiUrl } from '../store/slices/optionsSlice';
import { TEST_ADDRESS } from '../test/connect';
import { expectConsoleWarn } from '../test/consoleGuard';
import { createFakeEvmAdapter } from '../test/fakeAdapter';
import { serveMockApi } from '../test/mockApi';
import { createHostStore, notesSlice, testConfig, waitForState } from '../test/store';
import { createTestFamily } from '../test/testFamily/testFamily';
import { memoryStorage } from '../utils/storage';
import { yieldToMain } from '../utils/yieldToMain';
import { createWalletModal, createWalletStore } from './createWalletModal';

serveMockApi();

describe('the wallet modal in a host store', () => {
  it('sits under its reducer path beside the host slices, each keeping its own state', () => {
    const { store } = createHostStore();
    store.dispatch(notesSlice.actions.noteAdded('hello'));
    store.dispatch(openModal());
    const state = store.getState();
    expect(state.notes.items).toEqual(['hello']);
    expect(selectIsModalOpen(state.walletModal)).toBe(true);
    expect(Object.keys(state.walletModal)).toEqual(
      expect.arrayContaining(['options', 'chain', 'account', 'connection', 'send', 'modal', 'history', 'alerts']),
    );
  });

  it('adds an RTK Query API, its state and its middleware, when the API first loads', async () => {
    const { store } = createHostStore();
    expect(store.getState().walletModal.providerApi).toBeUndefined();
    const { providerApi } = await import('../api/providerApi');
    // Its state is there at once, and its middleware ran (RTK Query records that in its state).
    expect(store.getState().walletModal.providerApi?.config.middlewareRegistered).toBe(true);
    // A store built afterwards has it from the start.
    const later = createHostStore();
    expect(later.store.getState().walletModal.providerApi?.queries).toEqual({});
    await waitForState(later.scoped, (state) => state.providerApi?.config.middlewareRegistered === true);
    expect(providerApi.reducerPath).toBe('providerApi');
  });

  it('opens on Connect when disconnected, or on the view the caller forces', () => {
    const { store } = createHostStore();
    store.dispatch(openModal());
    expect(selectCurrentView(store.getState().walletModal)).toEqual({ view: 'Connect' });
    store.dispatch(closeModal());
    store.dispatch(openModal({ view: 'Networks', data: { from: 'test' } }));
    expect(selectCurrentView(store.getState().walletModal)).toEqual({ view: 'Networks', data: { from: 'test' } });
  });

  it('keeps every action and the whole state serialisable (the host store checks both)', () => {
    const errors: unknown[] = [];
    const spy = jest.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args));
    try {
      const { store } = createHostStore();
      store.dispatch(openModal({ view: 'Swap', data: { amount: '1' } }));
      store.dispatch(closeModal({ force: true }));
      expect(errors).toEqual([]);
    } finally {
      spy.mockRestore();
    }
  });

  it('gives our components and RTK Query a scoped view: our state, our services', () => {
    const { store, scoped } = createHostStore();
    expect(scoped.getState()).toBe(store.getState().walletModal);
    const seen = scoped.dispatch((_dispatch, getState, extra) => ({ state: getState(), hasStorage: typeof extra.storage.getItem }));
    expect(seen).toEqual({ state: store.getState().walletModal, hasStorage: 'function' });
  });

  it('says clearly when the middleware was not installed', () => {
    const walletModal = createWalletModal(testConfig);
    const store = configureStore({ reducer: { [walletModal.reducerPath]: walletModal.reducer } });
    expect(() => getScopedStore(store)).toThrow(/add `walletModal: walletModal.reducer` to its reducers and `walletModal.middleware`/);
  });

  it('preloads the configured networks with the default network active, keyed by namespace', () => {
    const { store } = createHostStore();
    const { chain } = store.getState().walletModal;
    expect(chain.activeNamespace).toBe('eip155');
    expect(chain.byNamespace.eip155?.caipNetworks.map((network) => network.caipNetworkId)).toEqual(['eip155:1', 'eip155:11155111']);
    expect(chain.byNamespace.solana?.networkState.caipNetwork?.name).toBe('Solana');
    expect(chain.byNamespace.bip122).toBeUndefined();
  });
});

describe('createWalletStore', () => {
  it('builds a standalone store around the wallet modal', () => {
    const store = createWalletStore({ projectId: 'p', networks: [mainnet] });
    store.dispatch(openModal());
    expect(store.getState().walletModal.modal.open).toBe(true);
  });

  it("raises 'Project ID Not Configured' when the project id is missing, without throwing", () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const store = createWalletStore({ networks: [mainnet], logLevel: 'warn' });
      expect(store.getState().walletModal.alerts.alert).toBe('projectIdNotConfigured');
      expect(warn).toHaveBeenCalledWith('[redux-wallet-modal] Project ID Not Configured');
    } finally {
      warn.mockRestore();
    }
  });

  it("raises 'Network Not Found' once for a default network outside `networks`, and starts on the first network", () => {
    expectConsoleWarn(/Network Not Found: defaultNetwork eip155:137 is not one of the configured networks; Ethereum is used instead/);
    const store = createWalletStore({ ...testConfig, networks: [mainnet, sepolia], defaultNetwork: 'eip155:137', logLevel: 'warn' });
    const state = () => store.getState().walletModal;
    expect(state().alerts.alert).toBe('networkNotFound');
    expect(selectActiveNetwork(state())?.caipNetworkId).toBe('eip155:1');
    store.dispatch(alertDismissed());
    // The developer was told once; a host switch to that network later is refused, logged, and not raised again.
    expectConsoleWarn(/Network Not Found: a switch to eip155:137, which is not in `networks`/);
    store.dispatch(networkSwitchRequested({ caipNetworkId: 'eip155:137' }));
    expect(state().alerts.alert).toBeUndefined();
    expect(selectActiveNetwork(state())?.caipNetworkId).toBe('eip155:1');
  });

  it('shows no alert when the project id is set', () => {
    expect(createWalletStore(testConfig).getState().walletModal.alerts.alert).toBeUndefined();
  });
});

describe("the host's own wallets", () => {
  const myWallet = {
    id: 'my-sdk-wallet',
    name: 'My Wallet',
    createProvider: () => Promise.reject(new Error('nobody connects in this test')),
  };

  it('are listed beside WalletConnect and Coinbase Wallet, not instead of them', async () => {
    const { scoped } = createHostStore(testConfig, { externalWallets: [myWallet] });
    const names = () => selectConnectors(scoped.getState()).map((connector) => connector.name);
    await waitForState(scoped, () => names().includes('My Wallet'));
    expect(names()).toEqual(expect.arrayContaining(['WalletConnect', 'Coinbase Wallet', 'My Wallet']));
  });

  it.each([
    ['replaces the EVM adapter', { adapters: [createFakeEvmAdapter()] }],
    ['drops the EVM adapter', { withoutDefaults: ['eip155'] as const }],
  ])('are refused with the way to pass them when the host %s, which would drop them', (_why, environment) => {
    expect(() => createWalletModal(testConfig, { ...environment, externalWallets: [myWallet] })).toThrow(
      new WalletModalConfigError(
        'Invalid wallet modal environment: externalWallets go to the default EVM adapter, which your adapters or withoutDefaults leave out; pass them to your createEvmAdapter({ externalWallets })',
      ),
    );
  });
});

describe("the host's chain adapters", () => {
  /** The namespaces served and the wallets listed, once the page's wallets are found. */
  async function started(environment: Parameters<typeof createHostStore>[1], expectedWallet: string) {
    const { scoped } = createHostStore(testConfig, environment);
    const names = () => selectConnectors(scoped.getState()).map((connector) => connector.name);
    await waitForState(scoped, () => names().includes(expectedWallet));
    return { namespaces: scoped.getState().chain.adapterNamespaces, wallets: names() };
  }

  it('are added to the defaults: the EVM adapter, WalletConnect and Coinbase Wallet stay', async () => {
    const family = createTestFamily(solana);
    const { namespaces, wallets } = await started({ adapters: [family.adapter] }, 'Test Family Wallet');
    expect(namespaces).toEqual(['eip155', 'solana']);
    expect(wallets).toEqual(expect.arrayContaining(['WalletConnect', 'Coinbase Wallet', 'Test Family Wallet']));
  });

  it('take the place of the default of their namespace, whose wallets go with it', async () => {
    const mine = createFakeEvmAdapter({
      discoverConnectors: (found) => {
        found([
          { connector: { id: 'mine', name: 'Mine', type: 'EXTERNAL', chain: 'eip155', installed: true }, getProvider: async () => ({}) },
        ]);
        return () => {};
      },
    });
    const { namespaces, wallets } = await started({ adapters: [mine] }, 'Mine');
    expect(namespaces).toEqual(['eip155']);
    // This adapter takes no part in WalletConnect, and Coinbase Wallet came with the default.
    expect(wallets).toEqual(['Mine']);
  });

  it('leave out the defaults named in withoutDefaults; WalletConnect stays for a family that takes part', async () => {
    const family = createTestFamily(solana);
    const { namespaces, wallets } = await started({ adapters: [family.adapter], withoutDefaults: ['eip155'] }, 'Test Family Wallet');
    expect(namespaces).toEqual(['solana']);
    expect(wallets.sort()).toEqual(['Test Family Wallet', 'WalletConnect']);
  });
});

describe('the time zone the page runs in', () => {
  const RealDateTimeFormat = Intl.DateTimeFormat;

  /** Fixes the page's time zone: every formatter made from now on runs in `timeZone`, as on a system set to it. */
  function pageIn(timeZone: string) {
    const inZone = (locales?: string | string[], options?: Intl.DateTimeFormatOptions) =>
      new RealDateTimeFormat(locales, { ...options, timeZone });
    return jest.spyOn(Intl, 'DateTimeFormat').mockImplementation(inZone as typeof Intl.DateTimeFormat);
  }

  afterEach(() => jest.restoreAllMocks());

  it('in Shanghai, Hong Kong or Macau gives the embedded wallet its restricted API base, read once when the store is made', () => {
    for (const zone of ['Asia/Shanghai', 'Asia/Hong_Kong', 'Asia/Macau']) {
      const zoneSpy = pageIn(zone);
      const { scoped } = createHostStore();
      expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
      expect(scoped.getState().options.inRestrictedRegion).toBe(true);
      expect(selectEmbeddedWalletApiUrl(scoped.getState())).toBe('https://rpc.walletconnect.org');
      zoneSpy.mockRestore();
      // The flag is state: the zone changing afterwards changes nothing.
      pageIn('Europe/Berlin');
      expect(selectEmbeddedWalletApiUrl(scoped.getState())).toBe('https://rpc.walletconnect.org');
      jest.restoreAllMocks();
    }
  });

  it('elsewhere gives it the standard base', () => {
    pageIn('Europe/Berlin');
    const { scoped } = createHostStore();
    expect(scoped.getState().options.inRestrictedRegion).toBe(false);
    expect(selectEmbeddedWalletApiUrl(scoped.getState())).toBe('https://rpc.walletconnect.com');
  });

  it("always takes the host's own base when it names one", () => {
    const config = { ...testConfig, apiUrls: { embeddedWallet: 'https://wallet-api.example' } };
    pageIn('Asia/Shanghai');
    expect(selectEmbeddedWalletApiUrl(createHostStore(config).scoped.getState())).toBe('https://wallet-api.example');
    jest.restoreAllMocks();
    pageIn('Europe/Berlin');
    expect(selectEmbeddedWalletApiUrl(createHostStore(config).scoped.getState())).toBe('https://wallet-api.example');
  });

  it('counts a page whose Intl throws as not restricted, and still starts', () => {
    jest.spyOn(Intl, 'DateTimeFormat').mockImplementation(() => {
      throw new RangeError('Incorrect locale information provided');
    });
    const { scoped } = createHostStore();
    expect(scoped.getState().options.inRestrictedRegion).toBe(false);
    expect(selectEmbeddedWalletApiUrl(scoped.getState())).toBe('https://rpc.walletconnect.com');
  });
});

describe('its start', () => {
  const started = (actions: readonly { type: string }[]) => actions.filter((action) => action.type === walletModalStarted.type).length;

  it('waits for a task of its own, after the host’s script, and happens once', async () => {
    // A task queued before the store is made runs before its start: nothing of the start ran in the host's task.
    const taskBeforeTheStart = new Promise((resolve) => setTimeout(resolve));
    const host = createHostStore();
    await taskBeforeTheStart;
    expect(started(host.actions)).toBe(0);
    // A task queued after the store's own start runs after it.
    await yieldToMain();
    expect(started(host.actions)).toBe(1);
    await yieldToMain();
    expect(started(host.actions)).toBe(1);
  });

  it('leaves the store usable at once: a modal the host opens in its own script is open, and stays open through the start', async () => {
    const host = createHostStore();
    host.store.dispatch(openModal());
    expect(selectIsModalOpen(host.scoped.getState())).toBe(true);
    expect(selectCurrentView(host.scoped.getState())?.view).toBe('Connect');
    await yieldToMain();
    expect(started(host.actions)).toBe(1);
    expect(selectIsModalOpen(host.scoped.getState())).toBe(true);
    expect(selectCurrentView(host.scoped.getState())?.view).toBe('Connect');
  });

  it('restores a returning visitor’s stored session once started', async () => {
    const storage = memoryStorage();
    storage.setItem(
      STORAGE_KEYS.connection,
      JSON.stringify({ current: 'returning', connections: [{ connectorId: 'returning', namespace: 'eip155' }] }),
    );
    const connector: DiscoveredConnector = {
      connector: { id: 'returning', name: 'Returning Wallet', type: 'ANNOUNCED', chain: 'eip155' },
      getProvider: async () => ({}),
    };
    const adapter = createFakeEvmAdapter({
      discoverConnectors: (found) => {
        found([connector]);
        return () => {};
      },
      syncConnection: async () => ({ accounts: [{ namespace: 'eip155', address: TEST_ADDRESS, type: 'eoa' }], chainId: 1 }),
    });
    const host = createHostStore({ networks: [mainnet] }, { storage, adapters: [adapter] });
    // The stored session shows as connecting from the first state on, before the start.
    expect(host.scoped.getState().connection.status).toBe('connecting');
    const state = await waitForState(host.scoped, (current) => current.connection.status === 'connected');
    expect(selectCurrentConnection(state)?.connectorId).toBe('returning');
    expect(started(host.actions)).toBe(1);
  });
});
