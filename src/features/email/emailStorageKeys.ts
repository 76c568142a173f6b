/**
 * Keys of the e-mail login in `localStorage` (docs/behaviour.md#storage), read and written once the login is loaded;
 * the one the store reads as it starts is `STORAGE_KEYS.emailLoginUsed` (constants.ts).
 */
export const EMAIL_STORAGE_KEYS = {
  email: '@redux-wallet-modal/email',
  lastEmailLoginTime: '@redux-wallet-modal/last_email_login_time',
  socialUsername: '@redux-wallet-modal/social_username',
  smartAccountEnabledNetworks: '@redux-wallet-modal/smart_account_enabled_networks',
} as const;
