/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The local chain's JSON-RPC URL; http://127.0.0.1:8545 (the chain `npm start` runs) without it. */
  readonly VITE_CHAIN_URL?: string;
  /** The provider and wallet-list API; Reown's public hosts without it. */
  readonly VITE_API_URL?: string;
  /** The WalletConnect relay; Reown's public relay without it. */
  readonly VITE_RELAY_URL?: string;
}
