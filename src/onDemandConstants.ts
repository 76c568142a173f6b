// The numbers only code loaded on demand uses, read through constants.ts like every other.

/** RTK Query lifetimes are in seconds (`keepUnusedDataFor`, `forceRefetch`). */
export const CACHE_SECONDS = {
  portfolio: 30,
  nativeBalance: 30,
  ens: 5 * 60,
  identity: 5 * 60,
} as const;

export const BALANCE_RETRY_MS = 30_000;

export const PAIRING_LIFETIME_MS = 4 * 60_000;

/** Analytics events made within this time of the first go out together (docs/behaviour.md#analytics). */
export const ANALYTICS_BATCH_MS = 1_000;

export const ANIMATION_MS = {
  headerText: 120,
  modalHeight: 150,
  viewTransition: 150,
} as const;

export const RPC = {
  timeoutMs: 10_000,
  batchSize: 1000,
  fallbackPollingMs: 4_000,
} as const;

export const WALLET_LIST = {
  recommendedPageSize: 4,
  featuredPageSize: 4,
  pageSize: 40,
  searchPageSize: 100,
  searchMinWaitMs: 300,
} as const;

export const IMAGE_PRELOAD_CAP_MS = 2_000;

export const NAME_SUFFIX = '.reown.id';

export const LEGACY_NAME_SUFFIX = '.wcn.id';

/** How long typing must pause before the name's availability and suggestions are asked for (docs/behaviour.md#names). */
export const NAME_SUGGESTIONS_WAIT_MS = 300;

/** SDK identification sent with every API request as `st` and `sv` (docs/behaviour.md#api). */
export const SDK_TYPE = 'redux-wallet-modal';

export const SDK_VERSION = 'redux-wallet-modal-0.1.0';

/** Our own bound on a provider or wallet-list API request: a hung request must end. */
export const API_REQUEST_TIMEOUT_MS = 10_000;

/** The embedded-wallet frame's waits (docs/behaviour.md#embedded-wallet). */
export const EMBEDDED_WALLET_FRAME = {
  /** A request waits this long, from its call, for the frame to say it is ready; then everything pending aborts. */
  loadTimeoutMs: 20_000,
  /** The e-mail, device and code steps answer within this, or everything pending aborts. */
  requestTimeoutMs: 30_000,
  /** After the frame says it is ready, requests wait this long before they go out. */
  readyDelayMs: 500,
} as const;

/** The families the embedded wallet's frame keeps a key for (docs/behaviour.md#embedded-wallet). */
export const EMBEDDED_WALLET_NAMESPACES = ['eip155', 'solana'] as const;

/** The e-mail login's timings (docs/behaviour.md#embedded-wallet). */
export const EMAIL_LOGIN = {
  /** Two e-mails (a login or a code sent again) are at least this far apart. */
  cooldownMs: 30_000,
  /** A refused request opens the modal; its error shows this much later. */
  refusalNoticeDelayMs: 300,
  /** Digits in a mailed code. */
  codeLength: 6,
} as const;

/**
 * A purchase page is open: the bought currency's balance is read this often until it changes, for at most this long
 * (docs/behaviour.md#onramp; ours).
 */
export const PURCHASE_WATCH = { pollMs: 4_000, maxMs: 30 * 60_000 } as const;

/** What the on-ramp offers when its options cannot be read. */
export const ONRAMP_FALLBACK_LIMITS = {
  card: { min: '10.00', max: '7500.00' },
  bankAccount: { min: '10.00', max: '25000.00' },
} as const;
export const ONRAMP_FALLBACK_CURRENCIES = ['USD', 'EUR'] as const;
