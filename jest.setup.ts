import { webcrypto } from 'node:crypto';
// Before anything loads react-dom: React looks for the DevTools hook once, when it loads.
import './src/test/renderCounter.ts';
import { configure } from '@testing-library/dom';

// jsdom has no Web Crypto; msw, WalletConnect and our client id need it.
if (typeof globalThis.crypto?.subtle === 'undefined') {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}

// The modal's chunk brings the brand marks' package: one 5 MB module that a host's bundler cuts down to the marks
// used, but that Node parses whole the first time a test file opens the modal. On a busy machine that takes longer
// than Testing Library's default wait of one second.
configure({ asyncUtilTimeout: 3_000 });
