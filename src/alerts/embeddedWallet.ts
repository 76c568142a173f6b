/**
 * The alerts the embedded wallet's frame raises (docs/behaviour.md#embedded-wallet): a stable id, the title shown, and
 * the explanation under it; the catalogue's `alert.<id>.title` and `.description`.
 */
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
