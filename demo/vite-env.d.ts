/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set by `npm start` to the local API server's address. */
  readonly VITE_API_URL?: string;
}
