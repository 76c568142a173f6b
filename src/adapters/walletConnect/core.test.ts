import { afterAll, describe, expect, it } from '@jest/globals';
import { closeWalletConnectClientsAfterAll } from '../../test/walletConnect';
import { createWalletConnectCore, isLoopbackRelay } from './core';

closeWalletConnectClientsAfterAll();
afterAll(() => {
  document.body.replaceChildren();
});

describe('isLoopbackRelay', () => {
  it.each([
    ['ws://127.0.0.1:8788', true],
    ['ws://localhost:8788', true],
    ['ws://[::1]:8788', true],
    ['wss://relay.walletconnect.org', false],
    ['wss://127.0.0.1.example.com', false],
    ['not a url', false],
  ])('%s → %s', (url, expected) => {
    expect(isLoopbackRelay(url)).toBe(expected);
  });
});

describe('createWalletConnectCore', () => {
  it('on a loopback relay, registers no attestation and adds no verify frame to the page', async () => {
    const core = createWalletConnectCore({
      projectId: 'p',
      relayUrl: 'ws://127.0.0.1:1',
      customStoragePrefix: 'core-test-local',
      logger: 'silent',
    });
    await expect(core.verify.register({ id: 'a', decryptedId: 'b' })).resolves.toBe('');
    await expect(core.verify.resolve({ attestationId: '', hash: 'h', encryptedId: 'a' })).resolves.toBeUndefined();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('on a public relay, keeps the SDK’s Verify (which attests through verify.walletconnect.org)', () => {
    const core = createWalletConnectCore({
      projectId: 'p',
      relayUrl: 'wss://relay.walletconnect.org',
      customStoragePrefix: 'core-test-public',
      logger: 'silent',
    });
    expect(core.verify.context).not.toBe('no-attestation-verify');
  });
});
