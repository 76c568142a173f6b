/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set by `npm start` to the local API server's address. */
  readonly VITE_API_URL?: string;
  /** Set by `npm start` to the two local anvil chains. */
  readonly VITE_CHAIN_A_URL?: string;
  readonly VITE_CHAIN_B_URL?: string;
  /** Set by `npm start` to the local Solana chain's JSON-RPC endpoint. */
  readonly VITE_SOLANA_RPC_URL?: string;
  /** Set by `npm start` to the loopback WalletConnect relay. */
  readonly VITE_RELAY_URL?: string;
  /** The embedded wallet's frame (its own origin). */
  readonly VITE_FRAME_URL?: string;
}
