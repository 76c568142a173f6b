import { configureStore, createListenerMiddleware, type Middleware, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { createConnectorRegistry } from '../adapters/connectorRegistry';
import { createEmbeddedWalletService, type EmbeddedWalletService } from '../adapters/embeddedWallet/service';
import { coinbaseWallet } from '../adapters/evm/coinbaseWallet';
import type { ExternalWallet } from '../adapters/evm/discovery';
import { createEvmAdapter } from '../adapters/evm/evmAdapter';
import type { ChainAdapter } from '../adapters/types';
import { createWalletConnectService, type WalletConnectService } from '../adapters/walletConnect/connector';
import { resolveConfig, type WalletModalConfig, WalletModalConfigError } from '../config/config';
import { type Network, withProviderRpc } from '../config/networks';
import type { ChainNamespace } from '../constants';
import { type AlertId, Alerts } from '../errors';
import { readLastUsedNetwork } from '../store/persistence/chainStorage';
import { readStoredConnection, readStoredDeepLink, readStoredRecentWallets } from '../store/persistence/connectionStorage';
import { REDUCER_PATH } from '../store/reducerPath';
import { rootReducer } from '../store/rootReducer';
import { scopedMiddleware } from '../store/scopedStore';
import { browserOpenUrl, storedClientId, type WalletModalServices } from '../store/services';
import { chainStateFor } from '../store/slices/chainSlice';
import type { WalletModalDispatch, WalletModalState } from '../store/types';
import { createLogger, type Logger } from '../utils/logger';
import { detectPlatform, type Platform } from '../utils/platform';
import { detectRestrictedRegion } from '../utils/region';
import { browserStorage, type KeyValueStorage, memoryStorage } from '../utils/storage';
import { injectFeatureSlices, registerListeners } from './features';

/** Non-serialisable inputs a host may supply; each has a browser default. */
export interface WalletModalEnvironment {
  storage?: KeyValueStorage;
  /** Detected from `navigator` by default. */
  platform?: Platform;
  /**
   * Wallets the host brings as data (EXTERNAL connectors), listed beside the page's wallets and Coinbase Wallet by the
   * default EVM adapter.
   */
  externalWallets?: readonly ExternalWallet[];
  /**
   * Chain adapters, one per namespace, added to the defaults (the EVM adapter — EIP-6963, `window.ethereum`, Coinbase
   * Wallet and `externalWallets` — when an eip155 network is configured). An adapter of a namespace that has a default
   * takes its place.
   */
  adapters?: readonly ChainAdapter[];
  /** Default adapters the host does not want, by namespace, e.g. `['eip155']` for a modal without the EVM adapter. */
  withoutDefaults?: readonly ChainNamespace[];
  /**
   * The WalletConnect session every chain family shares; by default made from `projectId`, `relayUrl` and `metadata`
   * for the families whose adapter takes part. None without a `projectId`.
   */
  walletConnect?: WalletConnectService;
  /** The embedded wallet (e-mail login); by default its frame at `apiUrls.embeddedWallet`. None without a `projectId`. */
  embeddedWallet?: EmbeddedWalletService;
  /** Where warnings and errors go; by default a logger at the configured `logLevel`. */
  logger?: Logger;
  /** How wallet apps are opened with a pairing URI, and the on-ramp's purchase page; `window.open` (`noopener`) by default. */
  openUrl?: WalletModalServices['openUrl'];
  /**
   * The nonce of the page's Content Security Policy (docs/guide.md#content-security-policy): every style element the
   * widget adds carries it. A function for a page that renders per request.
   */
  cspNonce?: string | (() => string | undefined);
}

export interface WalletModal {
  reducerPath: typeof REDUCER_PATH;
  reducer: Reducer<WalletModalState>;
  middleware: Middleware;
}

/**
 * The wallet modal for a host's own store:
 *
 *     const walletModal = createWalletModal(config)
 *     configureStore({
 *       reducer: { ...hostReducers, [walletModal.reducerPath]: walletModal.reducer },
 *       middleware: (getDefault) => getDefault().concat(walletModal.middleware),
 *     })
 *
 * Throws `WalletModalConfigError` when the configuration breaks a rule of docs/behaviour.md#validation.
 */
export function createWalletModal(config: WalletModalConfig, environment: WalletModalEnvironment = {}): WalletModal {
  const resolved = resolveConfig(config);
  const { options, signIn } = resolved;
  // Chains the provider serves are read through its RPC first, their own RPC second.
  const networks = options.projectId
    ? resolved.networks.map((network) => withProviderRpc(network, options.apiUrls.provider, options.projectId as string))
    : resolved.networks;
  const defaultNetwork =
    networks.find((network) => network.caipNetworkId === resolved.defaultNetwork.caipNetworkId) ?? resolved.defaultNetwork;
  const logger = environment.logger ?? createLogger(options.logLevel);
  const storage = environment.storage ?? browserStorage();
  const { cspNonce } = environment;
  const adapters = chainAdapters(environment, networks, {
    externalWallets: environment.externalWallets ?? [],
    onInvalidInput: (reason) => logger.warn(reason),
    coinbase: options.enableCoinbase
      ? coinbaseWallet({
          appName: options.metadata?.name ?? globalThis.document?.title ?? '',
          appLogoUrl: options.metadata?.icons[0],
          networks,
          preference: options.coinbasePreference,
        })
      : undefined,
  });
  const [firstFamily, ...otherFamilies] = adapters.filter((adapter) => adapter.walletConnect);
  const { projectId, relayUrl, metadata } = options;
  // WalletConnect needs a project id, and a family that takes part.
  const walletConnect =
    environment.walletConnect ??
    (projectId && firstFamily
      ? createWalletConnectService({ projectId, relayUrl, metadata, networks, storage, families: [firstFamily, ...otherFamilies] })
      : undefined);

  injectFeatureSlices();
  const emptyState = rootReducer(undefined, { type: '@@walletModal/init' });
  // What the developer must fix is raised at start (the first shown, each logged) and not raised again.
  const startAlerts: AlertId[] = [];
  if (!options.projectId) {
    startAlerts.push(Alerts.projectIdNotConfigured.id);
    logger.warn(Alerts.projectIdNotConfigured.title);
  }
  if (resolved.unknownDefaultNetwork !== undefined) {
    startAlerts.push(Alerts.networkNotFound.id);
    logger.warn(
      `${Alerts.networkNotFound.title}: defaultNetwork ${resolved.unknownDefaultNetwork} is not one of the configured networks; ${defaultNetwork.name} is used instead`,
    );
  }
  /**
   * The first state for a visitor: a stored connection starts as connecting and is resolved by syncing it with its
   * wallet; the last network and the recent wallets come back from storage.
   */
  const startingState = (visitor: { storage: KeyValueStorage; platform: Platform; inRestrictedRegion: boolean }): WalletModalState => {
    const storedSession = readStoredConnection(visitor.storage, logger);
    return {
      ...emptyState,
      options: { ...options, platform: visitor.platform, inRestrictedRegion: visitor.inRestrictedRegion },
      chain: chainStateFor(
        networks,
        readLastUsedNetwork(visitor.storage, networks, logger) ?? defaultNetwork,
        adapters.map(({ namespace, family }) => ({ namespace, capabilities: family.capabilities })),
      ),
      // Each chain family this modal has prefers its own account type (docs/behaviour.md#account-balances-identity-caches).
      account: {
        ...emptyState.account,
        preferredAccountTypes: Object.fromEntries(adapters.map(({ namespace, family }) => [namespace, family.defaultAccountType])),
      },
      connection: {
        ...emptyState.connection,
        status: storedSession ? 'connecting' : 'disconnected',
        storedSession,
        recentWalletIds: readStoredRecentWallets(visitor.storage, logger),
        pairing: { ...emptyState.connection.pairing, linking: readStoredDeepLink(visitor.storage, logger) },
      },
      alerts: { ...emptyState.alerts, alert: startAlerts[0], raisedAlerts: startAlerts },
    };
  };
  const initialState = startingState({
    storage,
    platform: environment.platform ?? detectPlatform(),
    inRestrictedRegion: detectRestrictedRegion(),
  });
  const services: WalletModalServices = {
    storage,
    logger,
    clientId: storedClientId(storage),
    signIn,
    adapters: Object.fromEntries(adapters.map((adapter) => [adapter.namespace, adapter])),
    // Every feature looks a namespace's rules up here: each configured adapter brings its own family.
    walletConnect,
    embeddedWallet: environment.embeddedWallet ?? (projectId ? createEmbeddedWalletService({ networks }) : undefined),
    connectors: createConnectorRegistry(),
    openUrl: environment.openUrl ?? browserOpenUrl,
    styleNonce: typeof cspNonce === 'string' ? () => cspNonce : cspNonce,
    // A server has no visitor: nothing stored, no browser (docs/behaviour.md#server-rendering).
    serverState: startingState({
      storage: memoryStorage(),
      platform: environment.platform ?? detectPlatform({}),
      inRestrictedRegion: false,
    }),
  };

  const listener = createListenerMiddleware<WalletModalState, WalletModalDispatch, WalletModalServices>({
    extra: services,
    onError: (error, { raisedBy }) => logger.error(`A side effect failed (${raisedBy})`, error),
  });
  registerListeners(listener.startListening);

  const reducer: Reducer<WalletModalState> = (state = initialState, action: UnknownAction) => rootReducer(state, action);
  const middleware = scopedMiddleware(listener.middleware as Middleware, services);
  return { reducerPath: REDUCER_PATH, reducer, middleware };
}

/**
 * The host's adapters added to the defaults: an adapter of its own replaces the default of its namespace, and
 * `withoutDefaults` drops defaults by namespace. `externalWallets` go to the default EVM adapter, so they are refused
 * when that adapter is not used: silently dropping the host's wallets would be worse than refusing to start.
 */
function chainAdapters(
  { adapters = [], withoutDefaults = [], externalWallets }: WalletModalEnvironment,
  networks: readonly Network[],
  evm: { externalWallets: readonly ExternalWallet[]; onInvalidInput: (reason: string) => void; coinbase: ExternalWallet | undefined },
): ChainAdapter[] {
  const given = new Set(adapters.map((adapter) => adapter.namespace));
  const evmDefault = networks.some((network) => network.chainNamespace === 'eip155') && !withoutDefaults.includes('eip155');
  if (externalWallets && (!evmDefault || given.has('eip155'))) {
    throw new WalletModalConfigError(
      'Invalid wallet modal environment: externalWallets go to the default EVM adapter, which your adapters or withoutDefaults leave out; pass them to your createEvmAdapter({ externalWallets })',
    );
  }
  const defaults =
    evmDefault && !given.has('eip155')
      ? [
          createEvmAdapter({
            onInvalidInput: evm.onInvalidInput,
            externalWallets: [...(evm.coinbase ? [evm.coinbase] : []), ...evm.externalWallets],
          }),
        ]
      : [];
  return [...defaults, ...adapters];
}

/** A standalone store holding only the wallet modal, for hosts without Redux of their own. */
export function createWalletStore(config: WalletModalConfig, environment?: WalletModalEnvironment) {
  const walletModal = createWalletModal(config, environment);
  return configureStore({
    reducer: { [walletModal.reducerPath]: walletModal.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(walletModal.middleware),
  });
}

export type WalletStore = ReturnType<typeof createWalletStore>;
