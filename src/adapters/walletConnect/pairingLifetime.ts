/** How long a WalletConnect pairing URI lives (docs/behaviour.md#walletconnect). */
export const PAIRING_LIFETIME_MS = 4 * 60_000;
