/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The provider and wallet-list API (the benchmark's local server); the package's defaults without it. */
  readonly VITE_API_URL?: string;
}
