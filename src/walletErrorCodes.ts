/** Wallet JSON-RPC error codes (EIP-1193, docs/behaviour.md#errors). */
export const WalletErrorCode = {
  unrecognizedChain: 4902,
  userRejected: 4001,
  default: 5000,
  invalidChainId: 32603,
} as const;
