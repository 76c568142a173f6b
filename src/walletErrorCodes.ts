/**
 * The codes a wallet's error carries (docs/behaviour.md#errors), by their EIP-1193, JSON-RPC and WalletConnect names:
 * the one place a code is written.
 */
export const WalletErrorCode = {
  /** The user said no. */
  userRejected: 4001,
  /** The wallet has not authorised the page for the method or the account. */
  unauthorized: 4100,
  /** The wallet does not offer the method. */
  unsupportedMethod: 4200,
  /** The wallet is connected to no chain. */
  disconnected: 4900,
  /** The wallet is not connected to the requested chain: unlike `unrecognizedChain`, adding the chain would not help. */
  chainDisconnected: 4901,
  /** The wallet does not know the chain (EIP-3085: add it first). */
  unrecognizedChain: 4902,
  /** JSON-RPC: no such method. */
  methodNotFound: -32601,
  /** JSON-RPC: the method's parameters are not what it takes. */
  invalidParams: -32602,
  /** The invalid-chain-id code some wallets answer an unknown chain with (JSON-RPC's internal error, sometimes negative). */
  invalidChainId: 32603,
  /** WalletConnect's user rejection, what its wallets answer where page wallets answer `userRejected`. */
  default: 5000,
  /** WalletConnect: the wallet refuses a proposal for chains it does not support. */
  unsupportedChains: 5100,
  /** WalletConnect: the user ended the session. */
  userDisconnected: 6000,
} as const;
