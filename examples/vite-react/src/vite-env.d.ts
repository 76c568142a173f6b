/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The project's id at Reown (https://cloud.reown.com); without one the modal offers no QR code and no e-mail login. */
  readonly VITE_PROJECT_ID?: string;
  /** `true` announces the Dev Wallet in a production build too (the example's browser test); development always does. */
  readonly VITE_DEV_WALLET?: string;
  /** The local chain's JSON-RPC URL; http://127.0.0.1:8545 (the chain `npm start` runs) without it. */
  readonly VITE_CHAIN_URL?: string;
  /** The provider and wallet-list API; Reown's public hosts without it. */
  readonly VITE_API_URL?: string;
  /** The WalletConnect relay; Reown's public relay without it. */
  readonly VITE_RELAY_URL?: string;
}
