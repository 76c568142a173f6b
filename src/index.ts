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
export { balanceApi } from './features/account/balanceApi';
export { type Identity, identityApi } from './features/account/identityApi';
export { nativeBalanceApi } from './features/account/nativeBalanceApi';
export { type AnalyticsEvent, analyticsConfigApi, analyticsEventsApi } from './features/analytics/analyticsEndpoints';
export { type SupportedChains, supportedChainsApi } from './features/chain/supportedChainsApi';
export { walletProviderRequested } from './features/connection/walletProvider';
export { type HistoryPage, historyApi } from './features/history/historyApi';
export { type NameProfile, type NameSuggestion, namesApi } from './features/names/namesApi';
export { type OnrampOptions, type OnrampQuote, onrampApi } from './features/onramp/onrampApi';
export { originsApi } from './features/project/originsApi';
export { type SmartSession, sessionsApi } from './features/smartSessions/sessionsApi';
export { type SwapQuote, type SwapToken, swapsApi } from './features/swaps/swapsApi';
export { type GetWalletsArgs, type WalletListEntry, type WalletPage, walletsApi } from './features/wallets/walletsApi';
export { type Balance, isQualityBalance } from './model/balance';
export type { HistoryTransaction } from './model/transaction';
export {
  createWalletModal,
  createWalletStore,
  type WalletModal,
  type WalletModalEnvironment,
  type WalletStore,
} from './shell/createWalletModal';
export { REDUCER_PATH } from './store/reducerPath';
export type { WalletModalState } from './store/rootReducer';
export { getScopedStore, type ScopedStore, walletModalStarted } from './store/scopedStore';
export type { WalletModalServices } from './store/services';
export * from './store/slices/accountSlice';
export * from './store/slices/alertsSlice';
export * from './store/slices/chainSlice';
export * from './store/slices/connectionSlice';
export * from './store/slices/connectorsSlice';
export * from './store/slices/historySlice';
export * from './store/slices/modalSlice';
export * from './store/slices/optionsSlice';
export * from './store/slices/sendSlice';
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
export { createLogger, type Logger, type LogLevel } from './utils/logger';
export { chainIdToCoinType, isValidName, nameLabel, withNameSuffix } from './utils/names';
export { browserStorage, type KeyValueStorage, memoryStorage } from './utils/storage';
export { formatRelativeTime } from './utils/time';
export { formatBalance, formatNumber, formatUnits, isDecimalString, parseUnits } from './utils/units';

import type { HostState } from './store/types';

/** The wallet modal's state inside a host's root state, for the `select…` selectors above. */
export const selectWalletModal = (state: HostState) => state.walletModal;

export { ConnectButton } from './shell/ConnectButton/ConnectButton';
export { WalletModalRoot } from './shell/WalletModalRoot/WalletModalRoot';
