import { jest } from '@jest/globals';

// The discovery's chunk could not be fetched (the network dropped): the host is told, and nothing else happens.
jest.unstable_mockModule('./discovery', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
const { createSolanaAdapter } = await import('./solanaAdapter');

it('tells the host when the discovery of Solana wallets could not be fetched', async () => {
  const reported = new Promise<string>((resolve) => {
    createSolanaAdapter({ onInvalidInput: resolve }).discoverConnectors(() => {});
  });
  await expect(reported).resolves.toBe('Solana wallet discovery could not be fetched');
});
