import { describe, expect, it } from '@jest/globals';
import { ancestorOriginsOf, frameQuery, loadFrameConfig } from './config';

const at = (href: string, ancestorOrigins?: string[]) => ({ href, ancestorOrigins }) as unknown as Location;

describe("the frame's start-up facts", () => {
  it('reads the query, version 4 unless said', () => {
    expect(frameQuery('?projectId=p1&chainId=eip155:1&enableLogger=true')).toEqual({
      projectId: 'p1',
      chainId: 'eip155:1',
      version: 4,
      enableLogger: true,
    });
    expect(frameQuery('?projectId=p1&chainId=nonsense&version=5')).toEqual({
      projectId: 'p1',
      chainId: undefined,
      version: 5,
      enableLogger: false,
    });
  });

  it("takes the pages' origins from the browser, else the parent's from the referrer, and none outside a page", () => {
    expect(ancestorOriginsOf(at('https://wallet.example/', ['https://app.example']), 'https://evil.example/', true)).toEqual([
      'https://app.example',
    ]);
    expect(ancestorOriginsOf(at('https://wallet.example/'), 'https://app.example/shop?x=1', true)).toEqual(['https://app.example']);
    expect(ancestorOriginsOf(at('https://wallet.example/'), '', true)).toBeUndefined();
    expect(ancestorOriginsOf(at('https://wallet.example/', ['https://app.example']), '', false)).toBeUndefined();
  });

  it('gives every ancestor origin, not only the nearest', () => {
    expect(ancestorOriginsOf(at('https://wallet.example/', ['https://app.example', 'https://evil.example']), '', true)).toEqual([
      'https://app.example',
      'https://evil.example',
    ]);
  });

  it('reads config.json beside the page and adds the Solana networks not configured', async () => {
    const asked: string[] = [];
    const config = await loadFrameConfig('https://wallet.example/frame/index.html?projectId=p1', async (input) => {
      asked.push(String(input));
      return Response.json({
        backendUrl: 'https://wallet.example/api',
        networks: [
          { caipNetworkId: 'eip155:31337', rpcUrl: 'http://127.0.0.1:8545', name: 'Anvil' },
          { caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', rpcUrl: 'http://127.0.0.1:8899' },
        ],
      });
    });
    expect(asked).toEqual(['https://wallet.example/frame/config.json']);
    expect(config.networks.map(({ caipNetworkId, rpcUrl, symbol }) => [caipNetworkId, rpcUrl, symbol])).toEqual([
      ['eip155:31337', 'http://127.0.0.1:8545', 'ETH'],
      ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'http://127.0.0.1:8899', 'SOL'],
      ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'https://api.mainnet-beta.solana.com', 'SOL'],
      ['solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', 'https://api.testnet.solana.com', 'SOL'],
    ]);
  });

  it('refuses a config.json that is not the deployment’s shape', async () => {
    await expect(
      loadFrameConfig('https://wallet.example/', async () => Response.json({ backendUrl: 'javascript:alert(1)', networks: [] })),
    ).rejects.toThrow();
  });
});
