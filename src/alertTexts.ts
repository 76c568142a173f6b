/**
 * The alerts (docs/behaviour.md#errors): a stable id, the title logged and shown, and the explanation under it. One
 * export an alert, read as `Alerts.x` (errors.ts): a bundler keeps only the alerts a chunk raises.
 */
export const networkNotFound = {
  id: 'networkNotFound',
  title: 'Network Not Found',
  description: "The selected network is not one of this app's networks. Add it to the `networks` option to use it.",
} as const;
/** @public Raised by its id. */
export const embeddedWalletLoadFailed = {
  id: 'embeddedWalletLoadFailed',
  title: 'Network Error - Could not load embedded wallet',
  description: 'Check your connection and try again.',
} as const;
/** @public Raised by its id. */
export const embeddedWalletTimeout = {
  id: 'embeddedWalletTimeout',
  title: 'Embedded Wallet Request Timed Out',
  description: 'The embedded wallet did not answer in time. Try again.',
} as const;
/** @public Raised by its id. */
export const sessionExpired = {
  id: 'sessionExpired',
  title: 'Session Expired',
  description: 'Check your device time settings and reconnect.',
} as const;
export const projectIdNotConfigured = {
  id: 'projectIdNotConfigured',
  title: 'Project ID Not Configured',
  description: 'Set `projectId` in the wallet modal configuration; remote features stay off until it is set.',
} as const;
