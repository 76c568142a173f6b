/** The families the embedded wallet's frame keeps a key for (docs/behaviour.md#embedded-wallet). */
export const EMBEDDED_WALLET_NAMESPACES = ['eip155', 'solana'] as const;
