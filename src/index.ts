// The package's public surface. Importing it touches no browser global (server-side rendering is safe).

export type { ConnectorRegistry } from './adapters/connectorRegistry';
export type { ExternalWallet } from './adapters/evm/discovery';
export type { Eip1193Provider } from './adapters/evm/eip1193';
export { createEvmAdapter, type EvmAdapterOptions } from './adapters/evm/evmAdapter';
export {
  type ChainAdapter,
  type DiscoveredConnector,
  type NativeBalance,
  type SessionEvents,
  WalletRequestError,
  type WalletSession,
} from './adapters/types';
export type { ApiError } from './api/baseQuery';
export { chainApi } from './api/chainApi';
export {
  resolveConfig,
  type SIWXConfig,
  type WalletModalConfig,
  WalletModalConfigError,
  type WalletModalOptions,
} from './config/config';
export {
  arbitrum,
  bitcoin,
  bitcoinTestnet,
  builtInNetworks,
  defineNetwork,
  localChain,
  mainnet,
  type Network,
  networkSchema,
  scrollSepolia,
  sepolia,
  solana,
  solanaDevnet,
  solanaTestnet,
} from './config/networks';
export * from './constants';
export { type AlertId, Alerts, ErrorText, ServerMessage, WalletErrorCode } from './errors';
export * from './features/account/accountSlice';
export { type Balance, balanceApi, isQualityBalance } from './features/account/balanceApi';
export { type Identity, identityApi } from './features/account/identityApi';
export { nativeBalanceApi } from './features/account/nativeBalanceApi';
export * from './features/alerts/alertsSlice';
export { type AnalyticsEvent, analyticsConfigApi, analyticsEventsApi } from './features/analytics/analyticsEndpoints';
export * from './features/chain/chainSlice';
export { type SupportedChains, supportedChainsApi } from './features/chain/supportedChainsApi';
export * from './features/connection/connectionSlice';
export { walletProviderRequested } from './features/connection/walletProvider';
export * from './features/connectors/connectorsSlice';
export { type HistoryPage, type HistoryTransaction, historyApi } from './features/history/historyApi';
export * from './features/history/historySlice';
export * from './features/modal/modalSlice';
export { type NameProfile, type NameSuggestion, namesApi } from './features/names/namesApi';
export { type OnrampOptions, type OnrampQuote, onrampApi } from './features/onramp/onrampApi';
export * from './features/options/optionsSlice';
export { originsApi } from './features/project/originsApi';
export * from './features/send/sendSlice';
export { type SmartSession, sessionsApi } from './features/smartSessions/sessionsApi';
export { type SwapQuote, type SwapToken, swapsApi } from './features/swaps/swapsApi';
export { type GetWalletsArgs, type WalletListEntry, type WalletPage, walletsApi } from './features/wallets/walletsApi';
export {
  createWalletModal,
  createWalletStore,
  type WalletModal,
  type WalletModalEnvironment,
  type WalletStore,
} from './store/createWalletModal';
export { createLogger, type Logger, type LogLevel } from './store/logger';
export { REDUCER_PATH } from './store/reducerPath';
export type { WalletModalState } from './store/rootReducer';
export { getScopedStore, type ScopedStore, walletModalStarted } from './store/scopedStore';
export type { WalletModalServices } from './store/services';
export { browserStorage, type KeyValueStorage, memoryStorage } from './store/storage';
export type { HostState, WalletModalDispatch } from './store/types';
export { isAddress, truncateAddress } from './utils/address';
export {
  type CaipAddress,
  type CaipNetworkId,
  isCaipAddress,
  isCaipNetworkId,
  isChainNamespace,
  isSignedMessage,
  isTransactionHash,
  type ParsedCaipAddress,
  parseCaipAddress,
} from './utils/caip';
export { chainIdToCoinType, isValidName, nameLabel, withNameSuffix } from './utils/names';
export { formatRelativeTime } from './utils/time';
export { formatBalance, formatNumber, formatUnits, isDecimalString, parseUnits } from './utils/units';

import type { HostState } from './store/types';

/** The wallet modal's state inside a host's root state, for the `select…` selectors above. */
export const selectWalletModal = (state: HostState) => state.walletModal;

export { ConnectButton } from './components/ConnectButton/ConnectButton';
export { WalletModalRoot } from './components/WalletModalRoot/WalletModalRoot';
