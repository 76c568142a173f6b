import { configureStore, createListenerMiddleware, type Middleware, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { createConnectorRegistry } from '../adapters/connectorRegistry';
import { coinbaseWallet } from '../adapters/evm/coinbaseWallet';
import type { ExternalWallet } from '../adapters/evm/discovery';
import { createEvmAdapter } from '../adapters/evm/evmAdapter';
import type { ChainAdapter } from '../adapters/types';
import { walletConnectConnector } from '../adapters/walletConnect/connector';
import { resolveConfig, type WalletModalConfig, WalletModalConfigError } from '../config/config';
import { withProviderRpc } from '../config/networks';
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
import { browserStorage, type KeyValueStorage } from '../utils/storage';
import { registerListeners } from './features';

/** Non-serialisable inputs a host may supply; each has a browser default. */
export interface WalletModalEnvironment {
  storage?: KeyValueStorage;
  /** Detected from `navigator` by default. */
  platform?: Platform;
  /**
   * Wallets the host brings as data (EXTERNAL connectors), listed beside the page's wallets, WalletConnect and
   * Coinbase Wallet.
   */
  externalWallets?: readonly ExternalWallet[];
  /**
   * The chain adapters, one per namespace, instead of the default: the EVM adapter (EIP-6963, `window.ethereum`,
   * WalletConnect, Coinbase Wallet and `externalWallets`) when an eip155 network is configured. Adapters a host
   * makes bring their own wallets.
   */
  adapters?: ChainAdapter[];
  /** Where warnings and errors go; by default a logger at the configured `logLevel`. */
  logger?: Logger;
  /** How wallet apps are opened with a pairing URI; `window.open` by default. */
  openUrl?: WalletModalServices['openUrl'];
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
  const { options, siwx } = resolved;
  // Chains the provider serves are read through its RPC first, their own RPC second.
  const networks = options.projectId
    ? resolved.networks.map((network) => withProviderRpc(network, options.apiUrls.provider, options.projectId as string))
    : resolved.networks;
  const defaultNetwork =
    networks.find((network) => network.caipNetworkId === resolved.defaultNetwork.caipNetworkId) ?? resolved.defaultNetwork;
  const logger = environment.logger ?? createLogger(options.logLevel);
  const storage = environment.storage ?? browserStorage();
  const { projectId, relayUrl, metadata } = options;
  // WalletConnect needs a project id.
  const walletConnect = projectId ? [walletConnectConnector({ projectId, relayUrl, metadata, networks, storage })] : [];
  const coinbase = options.enableCoinbase
    ? [
        coinbaseWallet({
          appName: metadata?.name ?? globalThis.document?.title ?? '',
          appLogoUrl: metadata?.icons[0],
          networks,
          preference: options.coinbasePreference,
        }),
      ]
    : [];
  // Silently dropping the host's wallets would be worse than refusing to start.
  if (environment.adapters && environment.externalWallets) {
    throw new WalletModalConfigError(
      'Invalid wallet modal environment: externalWallets go to the default EVM adapter; with your own adapters, pass them to createEvmAdapter({ externalWallets })',
    );
  }
  const adapters =
    environment.adapters ??
    (networks.some((network) => network.chainNamespace === 'eip155')
      ? [
          createEvmAdapter({
            onInvalidInput: (reason) => logger.warn(reason),
            externalWallets: [...walletConnect, ...coinbase, ...(environment.externalWallets ?? [])],
          }),
        ]
      : []);
  const services: WalletModalServices = {
    storage,
    logger,
    clientId: storedClientId(storage),
    siwx,
    adapters: Object.fromEntries(adapters.map((adapter) => [adapter.namespace, adapter])),
    connectors: createConnectorRegistry(),
    openUrl: environment.openUrl ?? browserOpenUrl,
  };

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
  // A stored connection starts as connecting and is resolved by syncing it with its wallet.
  const storedSession = readStoredConnection(storage, logger);
  const initialState: WalletModalState = {
    ...emptyState,
    options: { ...options, platform: environment.platform ?? detectPlatform(), inRestrictedRegion: detectRestrictedRegion() },
    chain: chainStateFor(networks, readLastUsedNetwork(storage, networks, logger) ?? defaultNetwork),
    connection: {
      ...emptyState.connection,
      status: storedSession ? 'connecting' : 'disconnected',
      storedSession,
      recentWalletIds: readStoredRecentWallets(storage, logger),
      pairing: { ...emptyState.connection.pairing, linking: readStoredDeepLink(storage, logger) },
    },
    alerts: { ...emptyState.alerts, alert: startAlerts[0], raisedAlerts: startAlerts },
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

/** A standalone store holding only the wallet modal, for hosts without Redux of their own. */
export function createWalletStore(config: WalletModalConfig, environment?: WalletModalEnvironment) {
  const walletModal = createWalletModal(config, environment);
  return configureStore({
    reducer: { [walletModal.reducerPath]: walletModal.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(walletModal.middleware),
  });
}

export type WalletStore = ReturnType<typeof createWalletStore>;
