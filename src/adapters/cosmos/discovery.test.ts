import { jest } from '@jest/globals';
import type { Keplr } from '@keplr-wallet/types';
import type { DiscoveredConnector } from '../types';
import { createCosmosAdapter } from './cosmosAdapter';
import { discoverCosmosConnectors, type InjectedCosmosWallet, type KeplrStyleWallet } from './discovery';

// Keplr's own API has every member the adapter calls (a type check: this line fails to compile if it does not).
const keplrIsKeplrStyle = (keplr: Keplr): KeplrStyleWallet => keplr;

const GLOBALS = ['keplr', 'leap', 'cosmostation', 'devWalletKeplr'] as const;
const page = window as unknown as Record<string, unknown>;

const keplrStyle = (): KeplrStyleWallet => ({
  enable: async () => {},
  getKey: async () => ({}),
  signArbitrary: async () => ({}),
});

function discover() {
  const found: DiscoveredConnector<InjectedCosmosWallet>[] = [];
  const invalid: string[] = [];
  const stop = discoverCosmosConnectors(
    (connectors) => found.push(...connectors),
    (reason) => invalid.push(reason),
  );
  return { found, invalid, stop, names: () => found.map(({ connector }) => connector.name) };
}

afterEach(() => {
  for (const name of GLOBALS) delete page[name];
});

describe('Cosmos wallet discovery', () => {
  it('finds Keplr, Leap, Cosmostation’s Keplr-style provider and the Dev Wallet, each under our name for its place', async () => {
    expect(keplrIsKeplrStyle).toBeInstanceOf(Function);
    page.keplr = keplrStyle();
    page.leap = keplrStyle();
    page.cosmostation = { providers: { keplr: keplrStyle() } };
    page.devWalletKeplr = keplrStyle();
    const { found, invalid } = discover();
    expect(found.map(({ connector }) => connector)).toEqual([
      { id: 'cosmos:leap', name: 'Leap', type: 'INJECTED', chain: 'cosmos', installed: true },
      { id: 'cosmos:cosmostation', name: 'Cosmostation', type: 'INJECTED', chain: 'cosmos', installed: true },
      { id: 'cosmos:dev-wallet', name: 'Dev Wallet', type: 'INJECTED', chain: 'cosmos', installed: true },
      { id: 'cosmos:keplr', name: 'Keplr', type: 'INJECTED', chain: 'cosmos', installed: true },
    ]);
    expect(invalid).toEqual([]);
    const leap = await found[0]?.getProvider();
    expect(leap).toEqual({ wallet: page.leap, keystoreEvent: 'leap_keystorechange' });
    expect((await found[1]?.getProvider())?.keystoreEvent).toBe('cosmostation_keystorechange');
    expect((await found[3]?.getProvider())?.keystoreEvent).toBe('keplr_keystorechange');
  });

  it('lists a wallet that also answers as window.keplr once, under its own name', () => {
    page.leap = keplrStyle();
    page.keplr = page.leap;
    expect(discover().names()).toEqual(['Leap']);
  });

  it('names a wallet by its place, never by what the object says of itself', () => {
    page.keplr = { ...keplrStyle(), name: '<img src=x onerror=alert(1)>', icon: 'javascript:alert(1)' };
    const { found } = discover();
    expect(found.map(({ connector }) => [connector.name, connector.imageUrl])).toEqual([['Keplr', undefined]]);
  });

  it.each([
    ['a string', 'keplr'],
    ['a number', 42],
    ['an object without signArbitrary', { enable: async () => {}, getKey: async () => ({}) }],
    ['methods that are not functions', { enable: 'yes', getKey: {}, signArbitrary: [] }],
    ['a disable that is not a function', { ...keplrStyle(), disable: 'no' }],
  ])('ignores %s at window.keplr, and says so', (_, value) => {
    page.keplr = value;
    const { found, invalid } = discover();
    expect(found).toEqual([]);
    expect(invalid).toEqual(['window.keplr has no enable, getKey and signArbitrary methods; it was ignored']);
  });

  it('ignores a place that throws when read, and still finds the others', () => {
    Object.defineProperty(window, 'leap', {
      configurable: true,
      get() {
        throw new Error('hostile getter');
      },
    });
    page.cosmostation = {
      get providers() {
        throw new Error('hostile getter');
      },
    };
    page.keplr = keplrStyle();
    const { names, invalid } = discover();
    expect(names()).toEqual(['Keplr']);
    expect(invalid).toEqual([
      'Reading window.leap threw; the wallet there was ignored',
      'Reading window.cosmostation.providers.keplr threw; the wallet there was ignored',
    ]);
  });

  it('lists a wallet whose methods never answer: discovery asks nothing of it', () => {
    const never = () => new Promise<never>(() => {});
    page.keplr = { enable: never, getKey: never, signArbitrary: never };
    expect(discover().names()).toEqual(['Keplr']);
  });

  it('looks again when the page has loaded, for a wallet put in place late, reporting each wallet once', () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    page.keplr = keplrStyle();
    const { names, stop } = discover();
    page.leap = keplrStyle();
    window.dispatchEvent(new Event('load'));
    expect(names()).toEqual(['Keplr', 'Leap']);
    window.dispatchEvent(new Event('load'));
    expect(names()).toEqual(['Keplr', 'Leap']);
    stop();
    readyState.mockRestore();
  });

  it('stops looking when told, before the page has loaded', () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const { names, stop } = discover();
    stop();
    page.keplr = keplrStyle();
    window.dispatchEvent(new Event('load'));
    expect(names()).toEqual([]);
    readyState.mockRestore();
  });

  it('is started by the adapter, from a chunk of its own', async () => {
    page.keplr = keplrStyle();
    let stop = () => {};
    const found = new Promise<string[]>((resolve) => {
      stop = createCosmosAdapter().discoverConnectors((connectors) => resolve(connectors.map(({ connector }) => connector.id)));
    });
    await expect(found).resolves.toEqual(['cosmos:keplr']);
    stop();
  });
});
