/** @jest-environment node */
// Finding the page's extensions under `window.injectedWeb3` (the polkadot-js extension interface), hostile ones among them.
import { jest } from '@jest/globals';
import type { DiscoveredConnector } from '../types';
import { connectorIdOf, DISCOVERY_POLL_MS, DISCOVERY_WINDOW_MS, discoverPolkadotConnectors, type PolkadotExtension } from './discovery';

type Page = { injectedWeb3?: unknown };
const page = globalThis as Page;

afterEach(() => {
  delete page.injectedWeb3;
  jest.useRealTimers();
});

const extension = () => ({ version: '1.0.0', enable: jest.fn(async () => ({})) });

/** Runs discovery; `found` lists every connector reported, `invalid` every reason given. */
function discover() {
  const found: DiscoveredConnector<PolkadotExtension>[] = [];
  const invalid: string[] = [];
  const stop = discoverPolkadotConnectors(
    (connectors) => found.push(...connectors),
    (reason) => invalid.push(reason),
  );
  return { found, invalid, stop };
}

describe('Polkadot extension discovery', () => {
  it('reports each injected extension under its known name, or its id, without calling enable', () => {
    const entries = {
      'polkadot-js': extension(),
      talisman: extension(),
      'subwallet-js': extension(),
      'dev-wallet': extension(),
      'fearless-wallet': extension(),
    };
    page.injectedWeb3 = entries;
    const { found, invalid, stop } = discover();
    stop();
    expect(found.map(({ connector }) => connector)).toEqual([
      { id: 'injected-web3:polkadot-js', name: 'polkadot{.js}', type: 'INJECTED', chain: 'polkadot', installed: true },
      { id: 'injected-web3:talisman', name: 'Talisman', type: 'INJECTED', chain: 'polkadot', installed: true },
      { id: 'injected-web3:subwallet-js', name: 'SubWallet', type: 'INJECTED', chain: 'polkadot', installed: true },
      { id: 'injected-web3:dev-wallet', name: 'Dev Wallet', type: 'INJECTED', chain: 'polkadot', installed: true },
      { id: 'injected-web3:fearless-wallet', name: 'fearless-wallet', type: 'INJECTED', chain: 'polkadot', installed: true },
    ]);
    expect(invalid).toEqual([]);
    for (const entry of Object.values(entries)) expect(entry.enable).not.toHaveBeenCalled();
  });

  it('calls enable on the entry itself, with the origin name, when the connector’s provider is used', async () => {
    const entry = {
      origins: [] as string[],
      enable(this: { origins: string[] }, origin: string) {
        this.origins.push(origin);
        return Promise.resolve('enabled');
      },
    };
    page.injectedWeb3 = { talisman: entry };
    const { found, stop } = discover();
    stop();
    const provider = await (found[0] as DiscoveredConnector<PolkadotExtension>).getProvider();
    expect(provider.id).toBe('talisman');
    await expect(provider.enable('My App')).resolves.toBe('enabled');
    expect(entry.origins).toEqual(['My App']);
  });

  it('ignores and reports entries of the wrong shape, ids carrying markup, and entries that throw when read', () => {
    const throwing = {};
    Object.defineProperty(throwing, 'enable', {
      enumerable: true,
      get() {
        throw new Error('gotcha');
      },
    });
    const entries: Record<string, unknown> = {
      'no-enable': { version: '1.0.0' },
      'enable-a-string': { enable: 'javascript:alert(1)' },
      'version-a-number': { enable: async () => ({}), version: 7 },
      'a-null': null,
      'a-number': 42,
      '<img src=x onerror=alert(1)>': extension(),
      'javascript:alert(1)': extension(),
      [`${'x'.repeat(65)}`]: extension(),
      'throwing-enable': throwing,
      talisman: extension(),
    };
    Object.defineProperty(entries, 'throwing-entry', {
      enumerable: true,
      get() {
        throw new Error('gotcha');
      },
    });
    page.injectedWeb3 = entries;
    const { found, invalid, stop } = discover();
    stop();
    expect(found.map(({ connector }) => connector.id)).toEqual(['injected-web3:talisman']);
    expect(invalid).toHaveLength(10);
    expect(invalid[0]).toBe('A window.injectedWeb3 entry without a plain id and an enable function was ignored');
  });

  it.each([
    ['missing', undefined],
    ['a string', 'injected'],
    ['null', null],
  ])('finds nothing when window.injectedWeb3 is %s', (_, value) => {
    page.injectedWeb3 = value;
    const { found, invalid, stop } = discover();
    stop();
    expect([found, invalid]).toEqual([[], []]);
  });

  it('finds nothing, and does not throw, when window.injectedWeb3 throws on every read', () => {
    Object.defineProperty(page, 'injectedWeb3', {
      configurable: true,
      get() {
        throw new Error('gotcha');
      },
    });
    const { found, stop } = discover();
    stop();
    expect(found).toEqual([]);
  });

  it('finds an extension that injects itself after the page loads, once, and stops looking when told or after its window', async () => {
    jest.useFakeTimers();
    page.injectedWeb3 = {};
    const { found, stop } = discover();
    expect(found).toEqual([]);
    (page.injectedWeb3 as Record<string, unknown>)['polkadot-js'] = extension();
    await jest.advanceTimersByTimeAsync(DISCOVERY_POLL_MS);
    await jest.advanceTimersByTimeAsync(DISCOVERY_POLL_MS * 3);
    expect(found.map(({ connector }) => connector.id)).toEqual([connectorIdOf('polkadot-js')]);
    await jest.advanceTimersByTimeAsync(DISCOVERY_WINDOW_MS);
    (page.injectedWeb3 as Record<string, unknown>).talisman = extension();
    await jest.advanceTimersByTimeAsync(DISCOVERY_POLL_MS * 2);
    expect(found).toHaveLength(1);
    stop();
    expect(jest.getTimerCount()).toBe(0);
  });
});
