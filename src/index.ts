// The package's public surface: every name a host may rely on, listed by hand. `docs/public-api.md` is generated
// from this file (`npm run api-report`). Importing it touches no browser global (server-side rendering is safe).

// biome-ignore-all assist/source/organizeImports: the exports stay in their groups (docs/public-api.md follows them).
import type { HostState } from './store/types';

// Components: render the modal once, the button wherever the page wants it.
export { ConnectButton } from './shell/ConnectButton/ConnectButton';
export { WalletModalRoot } from './shell/WalletModalRoot/WalletModalRoot';

// Hooks: what a host's components read and do, rendered inside the host's react-redux `<Provider>`.
export { useAccount, type WalletAccount } from './shell/hooks/useAccount';
export { useBalance, type WalletBalance } from './shell/hooks/useBalance';
export { useDisconnect, type WalletDisconnect } from './shell/hooks/useDisconnect';
export { useNetwork, type WalletNetwork } from './shell/hooks/useNetwork';
export { useSession, type WalletSignIn } from './shell/hooks/useSession';
export { useWalletModal, type WalletModalControls } from './shell/hooks/useWalletModal';
export { useWalletProvider } from './shell/hooks/useWalletProvider';

// Store wiring: the reducer and middleware for the host's store (or a store of its own), and the storage and logger a host may pass.
export {
  createWalletModal,
  createWalletStore,
  type WalletModal,
  type WalletModalEnvironment,
  type WalletStore,
} from './shell/createWalletModal';
export type { HostState, WalletModalState } from './store/types';
export { browserStorage, type KeyValueStorage, memoryStorage } from './utils/storage';
export { createLogger, type LogEntry, type Logger, type LogLevel } from './utils/logger';

// Wallet access: the connected wallet's provider, for the host's own requests (signing, transactions).
export { getScopedStore, type ScopedStore } from './store/scopedStore';
export { connectorRequested, messageSignatureRequested, walletProviderRequested } from './features/connection';

// Payments: ask the user to pay (`features.pay`); the promise resolves with the transaction's hash or a typed refusal.
export { openPay, type PaymentRequest, type PayRefusalKind, type PayResult, paymentSettled } from './features/pay';
// Smart sessions (ERC-7715, with `features.smartSessions`): ask the connected EVM account for permissions.
export { type GrantPermissionsRequest, grantPermissions, type SmartSession } from './features/smartSessions';

// Actions: what a host dispatches (open or close the modal, switch network, disconnect, re-read the balance, change the theme or the language).
export { closeModal, openModal } from './store/slices/modalSlice';
export { networkSwitchRequested } from './store/slices/chainSlice';
export { disconnectRequested } from './store/slices/connectionSlice';
export { balanceRefreshRequested } from './store/slices/accountSlice';
export { localeChanged, themeModeChanged, themeVariablesChanged } from './store/slices/optionsSlice';

// Selectors: what a host reads. All but `selectWalletModal` take the wallet modal's state, which `selectWalletModal` finds in the host's.
/** The wallet modal's state inside a host's root state. */
export const selectWalletModal = (state: HostState) => state.walletModal;
export { selectCurrentView, selectIsModalOpen } from './store/slices/modalSlice';
export { selectConnectionStatus, selectCurrentConnection, selectIsConnected } from './store/slices/connectionSlice';
export { selectActiveAccount, selectConnectedWallet } from './store/slices/accountSlice';
export { selectActiveBalanceText } from './features/account';
export { selectActiveNetwork, selectAllNetworks, selectIsActiveNetworkSupported, selectIsNetworkApproved } from './store/slices/chainSlice';
export { selectEmbeddedWalletApiUrl, selectThemeMode } from './store/slices/optionsSlice';
export { selectSignInSession, selectSignInStatus, type SignInStatus } from './features/siwx';

// Types: the configuration, and what the selectors, the hooks and `openModal` deal in.
export type { WalletModalConfig } from './config/config';
export type { AccountRecord, ConnectedWalletInfo } from './model/account';
export type { Balance } from './model/balance';
export type { ConnectionStatus } from './store/slices/connectionSlice';
export type { OpenModalArgs } from './store/slices/modalSlice';
export type { ViewName } from './shell/features';
export type { ChainNamespace } from './constants';

// Chain adapters: the EVM adapter with a host's own wallets, the Solana adapter (Wallet Standard wallets), Bitcoin's
// (sats-connect, Unisat-style and Wallet Standard wallets), Polkadot's (polkadot-js style extensions), Cosmos's
// (Keplr-style wallets), and the contract for hosts that bring an adapter of their own.
export { createEvmAdapter, type EvmAdapterOptions } from './adapters/evm/evmAdapter';
export { createSolanaAdapter, type SolanaAdapterOptions } from './adapters/solana/solanaAdapter';
export { type BitcoinAdapter, type BitcoinAdapterOptions, createBitcoinAdapter } from './adapters/bitcoin/bitcoinAdapter';
export type { SignPsbtRequest } from './adapters/bitcoin/walletApi';
export { createPolkadotAdapter, type PolkadotAdapterOptions } from './adapters/polkadot/polkadotAdapter';
export { type CosmosAdapterOptions, createCosmosAdapter } from './adapters/cosmos/cosmosAdapter';
export type { ExternalWallet } from './adapters/evm/discovery';
export type { Eip1193Provider } from './adapters/evm/eip1193';
export type {
  ChainAdapter,
  ConnectProgress,
  DiscoveredConnector,
  GrantedPermissions,
  NativeBalance,
  PermissionEntry,
  PermissionsRequest,
  RevokePermissionsRequest,
  SentTransaction,
  SessionEvents,
  SignMessageRequest,
  TransactionPayload,
  TransactionRequest,
  TransferRequest,
  WalletSession,
} from './adapters/types';
export type { EvmTransactionPayload } from './adapters/evm/payload';
export type { SolanaTransactionPayload } from './adapters/solana/payload';
export type { WalletConnectClient, WalletConnectParticipation } from './adapters/walletConnect/session';
export type { ChainFamily, FamilyCapability } from './adapters/family';
export type { WalletConnectService } from './adapters/walletConnect/connector';
export type { ChainConnector } from './model/connector';
export type { TransactionReceipt } from './model/receipt';

// Sign in with X: the contract a host's sign-in implements, the legacy Ethereum-only form, and two ready sign-ins.
export {
  createDefaultSiwx,
  createServerSiwx,
  type DefaultSiwxOptions,
  type ServerSiwxOptions,
} from './features/siwx';
export type {
  SIWECreateMessageArgs,
  SIWEConfig,
  SIWEMessageArgs,
  SIWESession,
  SIWEVerifyMessageArgs,
  SIWXCacao,
  SIWXConfig,
  SIWXMessage,
  SIWXMessageData,
  SIWXMessageInput,
  SIWXSession,
} from './config/siwx';

// Networks: the built-in definitions and the builders for others.
export {
  arbitrum,
  bitcoin,
  bitcoinTestnet,
  builtInNetworks,
  defineNetwork,
  localChain,
  mainnet,
  type Network,
  scrollSepolia,
  sepolia,
  solana,
  solanaDevnet,
  solanaTestnet,
} from './config/networks';

// Errors: what a host catches, and the texts the modal's errors carry.
export { WalletModalConfigError } from './config/config';
export { contentSecurityPolicy, type WidgetContentSecurityPolicy } from './config/contentSecurityPolicy';
export { WalletRequestError, type WalletRequestErrorKind } from './adapters/walletRequestError';
export { ErrorText } from './errors';

// Rules and formatting: the checks and formats the modal applies, for hosts to reuse.
export { isSignedMessage, isTransactionHash } from './adapters/evm/walletAnswers';
export { isAddress } from './adapters/isAddress';
export { truncateAddress } from './utils/address';
export {
  type CaipAddress,
  type CaipNetworkId,
  isCaipAddress,
  isCaipNetworkId,
  type ParsedCaipAddress,
  parseCaipAddress,
} from './utils/caip';
export { chainIdToCoinType, isValidName } from './utils/names';
export { formatRelativeTime } from './utils/time';
export { formatBalance, formatNumber, formatUnits, parseUnits } from './utils/units';
