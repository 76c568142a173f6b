import { webcrypto } from 'node:crypto';

// jsdom has no Web Crypto; msw, WalletConnect and our client id need it.
if (typeof globalThis.crypto?.subtle === 'undefined') {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}
