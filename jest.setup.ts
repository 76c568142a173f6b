import { webcrypto } from 'node:crypto';
// Before anything loads react-dom: React looks for the DevTools hook once, when it loads.
import './src/test/renderCounter.ts';

// jsdom has no Web Crypto; msw, WalletConnect and our client id need it.
if (typeof globalThis.crypto?.subtle === 'undefined') {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}
