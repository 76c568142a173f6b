/**
 * The numbers of docs/behaviour.md#limits, the storage keys and the option lists that many parts of the modal share; a
 * number one part uses lives with it. Durations are milliseconds unless the name says seconds.
 */

export const CHAIN_NAMESPACES = ['eip155', 'solana', 'bip122', 'polkadot', 'cosmos'] as const;
export type ChainNamespace = (typeof CHAIN_NAMESPACES)[number];

export const RECENT_WALLETS_MAX = 2;

/**
 * EVM chains read through the provider RPC at /v1/?chainId={chain}&projectId={id} first
 * (docs/behaviour.md#api), their own public RPC second.
 */
export const PROVIDER_RPC_CHAINS: readonly string[] = [
  'eip155:1',
  'eip155:10',
  'eip155:56',
  'eip155:100',
  'eip155:137',
  'eip155:324',
  'eip155:8453',
  'eip155:42161',
  'eip155:42220',
  'eip155:43114',
  'eip155:84532',
  'eip155:11155111',
];

export const LOG_BUFFER_BYTES = 1_000_000;
export const DEFAULT_LOG_LEVEL = 'error';

export const TRANSACTIONS = {
  sendReceiptWaitMs: 25_000,
  receiptTimeoutMs: 180_000,
  receiptRetries: 6,
  receiptRetryBaseDelayMs: 200,
  /** After its retries, a receipt is asked for this often (a block's time on slow chains). */
  receiptPollMs: 4_000,
  /** While Activity shows a pending transaction, its history's first page is fetched again this often… */
  pendingPollMs: 30_000,
  /** …at most this many times in a row. */
  pendingWatchLimit: 99,
  /** Chain reads issued together go out as one Multicall3 call per this many bytes of call data. */
  multicallBatchBytes: 1024,
  injectedProviderWaitMs: 1_000,
  revokePermissionTimeoutMs: 100,
  defaultChainId: 1,
} as const;

/** Used by `chainIdToCoinType`: chain ids must stay below 2^31 (ENSIP-11). */
export const COIN_TYPE_CHAIN_ID_LIMIT = 2_147_483_648;

export const DISPLAY = {
  balanceDecimals: 3,
  quantityDecimals: 3,
  numberDecimals: 2,
  addressStart: 4,
  addressEnd: 6,
} as const;

const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
/** Farcaster is a social button too, though not an embedded-wallet social provider (docs/behaviour.md#socials). */
export const DEFAULT_SOCIALS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const;
export type SocialOption = (typeof DEFAULT_SOCIALS)[number];

export const CONNECTOR_TYPE_ORDER = ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'] as const;
export type ConnectorTypeOrderItem = (typeof CONNECTOR_TYPE_ORDER)[number];

export const WALLET_FEATURES_ORDER = ['onramp', 'swaps', 'receive', 'send'] as const;
export type WalletFeature = (typeof WALLET_FEATURES_ORDER)[number];

export const CONNECT_METHODS = ['email', 'social', 'wallet'] as const;
export type ConnectMethod = (typeof CONNECT_METHODS)[number];

export const MODAL_WIDTH_PX = 360;

export const DEFAULT_API_URLS = {
  provider: 'https://rpc.walletconnect.org',
  walletList: 'https://api.web3modal.org',
  analytics: 'https://pulse.walletconnect.org',
} as const;
export const DEFAULT_RELAY_URL = 'wss://relay.walletconnect.org';

/**
 * The API base the embedded-wallet frame calls (docs/behaviour.md#embedded-wallet): the restricted one from the time
 * zones below, the standard one elsewhere; `apiUrls.embeddedWallet` replaces both.
 */
export const EMBEDDED_WALLET_API_URLS = {
  standard: 'https://rpc.walletconnect.com',
  restricted: 'https://rpc.walletconnect.org',
} as const;

/**
 * The time zones of mainland China, Hong Kong and Macau, with their IANA aliases: browsers may report an alias as
 * the page's zone (Node and Chromium name the canonical zone, others keep the name the system uses).
 */
export const RESTRICTED_TIME_ZONES: readonly string[] = [
  // Mainland China
  'Asia/Shanghai',
  'Asia/Chongqing',
  'Asia/Chungking',
  'Asia/Harbin',
  'PRC',
  'Asia/Urumqi',
  'Asia/Kashgar',
  // Hong Kong
  'Asia/Hong_Kong',
  'Hongkong',
  // Macau
  'Asia/Macau',
  'Asia/Macao',
];

/** Which Coinbase accounts the Coinbase Wallet SDK offers: both kinds by default, or only smart wallets or only EOAs. */
export const COINBASE_PREFERENCES = ['all', 'smartWalletOnly', 'eoaOnly'] as const;
export type CoinbasePreference = (typeof COINBASE_PREFERENCES)[number];

/**
 * Keys our state uses in `localStorage` (docs/behaviour.md#storage) that the store reads as it is created; the others
 * are with the feature that reads them (e-mail login, sign-in, answers kept from the last visit).
 */
export const STORAGE_KEYS = {
  clientId: '@redux-wallet-modal/client_id',
  lastUsedChain: '@redux-wallet-modal/last_used_chain',
  connection: '@redux-wallet-modal/connection',
  recentWallets: '@redux-wallet-modal/recent_wallets',
  walletConnectDeepLink: '@redux-wallet-modal/walletconnect_deeplink',
  /** Read at start: a stored e-mail login is checked then (features/email/loginUsed.ts). */
  emailLoginUsed: '@redux-wallet-modal/email_login_used',
} as const;
