// The storage keys only code loaded on demand reads and writes (the e-mail login, sign-in, cached answers), read
// through constants.ts like every other: a module of their own, so neither the first load nor the first open carries them.
/** Keys our state uses in `localStorage` (docs/behaviour.md#storage) that only code loaded on demand reads and writes. */
export const ON_DEMAND_STORAGE_KEYS = {
  email: '@redux-wallet-modal/email',
  lastEmailLoginTime: '@redux-wallet-modal/last_email_login_time',
  socialUsername: '@redux-wallet-modal/social_username',
  smartAccountEnabledNetworks: '@redux-wallet-modal/smart_account_enabled_networks',
  /** The default sign-in's sessions (docs/behaviour.md#sign-in). */
  siwxSessions: '@redux-wallet-modal/siwx_sessions',
  cachePrefix: '@redux-wallet-modal/cache/',
} as const;
