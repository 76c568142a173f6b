import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { getWallets } from '@wallet-standard/app';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { createBitcoinDevWallet } from '../../devWallet/bitcoinDevWallet';
import type { DiscoveredConnector, SessionEvents } from '../types';
import { WalletRequestError } from '../walletRequestError';
import { createBitcoinAdapter } from './bitcoinAdapter';

const REGTEST = '0f9188f13cb7b2c71f2a335e3a4fc328';
const TESTNET3 = '000000000933ea01ad0ee984209779ba';
const regtest = { id: REGTEST, name: 'Bitcoin Regtest', chainNamespace: 'bip122' } as Parameters<
  ReturnType<typeof createBitcoinAdapter>['switchNetwork']
>[1];
const testnet = { ...regtest, id: TESTNET3, name: 'Bitcoin Testnet' };

type Page = Window & Record<string, unknown>;
const page = window as unknown as Page;

afterEach(() => {
  for (const key of ['btc_providers', 'unisat', 'ReduxWalletModalDevWallet', 'Hostile']) delete page[key];
});

/** The connectors discovery reports, with the reasons it gave for what it ignored. */
async function discover() {
  const invalid: string[] = [];
  const adapter = createBitcoinAdapter({ onInvalidInput: (reason) => invalid.push(reason) });
  const found: DiscoveredConnector[] = [];
  const stop = adapter.discoverConnectors((connectors) => found.push(...connectors));
  await new Promise((resolve) => setTimeout(resolve, 20));
  stop();
  return { adapter, found, invalid };
}

function devWallet(start = REGTEST) {
  let permitted = false;
  let index = 0;
  const approve = jest.fn(async () => {});
  const made = createBitcoinDevWallet(
    'Dev Wallet',
    'data:image/svg+xml,%3Csvg%3E%3C/svg%3E',
    { id: `bip122:${start}`, name: 'Bitcoin' },
    {
      approve,
      accountIndex: () => index,
      permitted: () => permitted,
      permit: (value) => {
        permitted = value;
      },
    },
  );
  made.bitcoin.inject();
  return {
    ...made,
    approve,
    selectAccount(next: number) {
      index = next;
      made.changed();
    },
  };
}

function recorder(): SessionEvents & { log: unknown[] } {
  const log: unknown[] = [];
  return {
    log,
    accountsChanged: (accounts) => log.push(['accounts', accounts.map(({ address, type }) => [address, type])]),
    chainChanged: (chainId) => log.push(['chain', chainId]),
    disconnected: () => log.push(['disconnected']),
  };
}

describe('discovery', () => {
  it('finds a sats-connect provider listed in window.btc_providers, under its id', async () => {
    devWallet();
    const { found, invalid } = await discover();
    expect(found.map(({ connector }) => connector)).toEqual([
      {
        id: 'sats-connect:ReduxWalletModalDevWallet.BitcoinProvider',
        name: 'Dev Wallet',
        type: 'ANNOUNCED',
        chain: 'bip122',
        imageUrl: 'data:image/svg+xml,%3Csvg%3E%3C/svg%3E',
        installed: true,
      },
    ]);
    expect(invalid).toEqual([]);
  });

  it('ignores hostile entries and objects, and keeps markup and script out of names and icons', async () => {
    const throwing = {};
    Object.defineProperty(throwing, 'BitcoinProvider', {
      get() {
        throw new Error('no');
      },
    });
    page.Hostile = {
      Good: { request: async () => ({ result: null }) },
      NoRequest: { request: 'not a function' },
      Throwing: throwing,
      Script: { request: async () => ({ result: null }) },
    };
    page.btc_providers = [
      null,
      'text',
      { id: 'Hostile.NoRequest', name: 'No request' },
      { id: 'Hostile.Throwing.BitcoinProvider', name: 'Throws' },
      { id: 'Hostile.Missing', name: 'Missing' },
      { id: 'constructor.constructor("alert(1)")', name: 'Not a path' },
      { id: 'Hostile.Good', name: '   ' },
      { id: 'Hostile.Script', name: '<img src=x onerror=alert(1)>', icon: 'javascript:alert(1)' },
      { id: 'Hostile.Good', name: 'Icon of a number', icon: 42 },
      { id: 'Hostile.Good', name: 'Good', icon: 'data:image/png;base64,AA==' },
    ];
    page.unisat = { requestAccounts: async () => [] };
    const { found, invalid } = await discover();
    expect(found.map(({ connector: { id, name, imageUrl } }) => ({ id, name, imageUrl }))).toEqual([
      // A name is text: the view shows it as such, never as markup. Its `javascript:` icon is dropped.
      { id: 'sats-connect:Hostile.Script', name: '<img src=x onerror=alert(1)>', imageUrl: undefined },
      { id: 'sats-connect:Hostile.Good', name: 'Good', imageUrl: 'data:image/png;base64,AA==' },
    ]);
    // Eight entries, and window.unisat without its methods.
    expect(invalid).toHaveLength(9);
  });

  it('ignores a btc_providers that is no list, and a getter that throws', async () => {
    Object.defineProperty(window, 'btc_providers', {
      configurable: true,
      get() {
        throw new Error('hostile');
      },
    });
    expect((await discover()).found).toEqual([]);
    Object.defineProperty(window, 'btc_providers', { configurable: true, writable: true, value: { id: 'x' } });
    const { found, invalid } = await discover();
    expect(found).toEqual([]);
    expect(invalid).toEqual(['window.btc_providers is not a list and was ignored']);
  });

  it('finds window.unisat and Wallet Standard wallets with bitcoin:connect, each wallet once by its name', async () => {
    page.unisat = { requestAccounts: jest.fn(), getAccounts: jest.fn(), getPublicKey: jest.fn(), signMessage: jest.fn() };
    const standard = (name: string, chains: string[], features: Record<string, unknown>) =>
      ({ version: '1.0.0', name, icon: 'data:image/png;base64,AA==', chains, features, accounts: [] }) as unknown as Wallet;
    const connect = { 'bitcoin:connect': { version: '1.0.0', connect: jest.fn() } };
    const unregister = [
      getWallets().register(standard('Standard BTC', ['bitcoin:mainnet'], connect)),
      getWallets().register(standard('Solana only', ['solana:mainnet'], { 'standard:connect': {} })),
      getWallets().register(standard('No connect', ['bitcoin:mainnet'], {})),
      getWallets().register(standard('UniSat', ['bitcoin:mainnet'], connect)),
    ];
    const { found, invalid } = await discover();
    for (const stop of unregister) stop();
    expect(found.map(({ connector: { id, name } }) => [id, name])).toEqual([
      ['wallet-standard:standard-btc', 'Standard BTC'],
      ['wallet-standard:unisat', 'UniSat'],
    ]);
    expect(invalid).toEqual(['A Wallet Standard wallet without a valid name, icon, chains and bitcoin:connect was ignored']);
  });
});

describe('a sats-connect wallet (the Dev Wallet)', () => {
  async function connected() {
    const wallet = devWallet();
    const { adapter, found } = await discover();
    const connector = found[0] as DiscoveredConnector;
    return { wallet, adapter, connector };
  }

  it('connects after the user approves: the payment account first, ordinals kept, with public keys, on regtest', async () => {
    const { wallet, adapter, connector } = await connected();
    expect(await adapter.syncConnection(connector)).toBeUndefined();
    const session = await adapter.connect(connector);
    expect(wallet.approve).toHaveBeenCalledTimes(1);
    expect(session.chainId).toBe(REGTEST);
    expect(session.accounts.map(({ namespace, type }) => [namespace, type])).toEqual([
      ['bip122', 'payment'],
      ['bip122', 'eoa'],
    ]);
    const [payment, ordinals] = session.accounts;
    expect(payment?.address).toBe(wallet.bitcoin.addresses[0]);
    expect(payment?.address).toMatch(/^bcrt1q/);
    expect(payment?.publicKey).toMatch(/^0[23][0-9a-f]{64}$/);
    expect(ordinals?.address).toMatch(/^bcrt1p/);
    expect(ordinals?.publicKey).toMatch(/^[0-9a-f]{64}$/);
    // Restored without a prompt once connected.
    expect(await adapter.syncConnection(connector)).toEqual(session);
    expect(wallet.approve).toHaveBeenCalledTimes(1);
  });

  it('fails as the user rejected when the user says no', async () => {
    const { wallet, adapter, connector } = await connected();
    const { DevWalletError } = await import('../../devWallet/devWalletError');
    wallet.approve.mockRejectedValueOnce(new DevWalletError(4001, 'User rejected the request.'));
    const failure = await adapter.connect(connector).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WalletRequestError);
    expect((failure as WalletRequestError).kind).toBe('userRejected');
  });

  it('tells of an account change, a network change and a disconnect', async () => {
    const { wallet, adapter, connector } = await connected();
    await adapter.connect(connector);
    const events = recorder();
    const stop = await adapter.watchSession(connector, events);

    wallet.selectAccount(1);
    await adapter.switchNetwork(connector, testnet);
    await adapter.disconnect(connector);
    stop();
    wallet.selectAccount(2);

    expect(events.log).toEqual([
      [
        'accounts',
        [
          [expect.stringMatching(/^bcrt1q/), 'payment'],
          [expect.stringMatching(/^bcrt1p/), 'eoa'],
        ],
      ],
      ['chain', TESTNET3],
      [
        'accounts',
        [
          [expect.stringMatching(/^tb1q/), 'payment'],
          [expect.stringMatching(/^tb1p/), 'eoa'],
        ],
      ],
      ['disconnected'],
    ]);
    expect(await adapter.syncConnection(connector)).toBeUndefined();
  });

  it('refuses a network it does not know before asking the wallet', async () => {
    const { adapter, connector } = await connected();
    const failure = await adapter.switchNetwork(connector, { ...regtest, id: 'not-a-bitcoin-network' }).catch((error: unknown) => error);
    expect((failure as WalletRequestError).kind).toBe('unrecognizedChain');
  });
});

/** A sats-connect provider answering each method as `answers` says. */
function satsConnectConnector(answers: Record<string, (params: unknown) => unknown>): DiscoveredConnector {
  const provider = {
    request: async (method: string, params: unknown) =>
      answers[method] ? answers[method](params) : { error: { code: -32601, message: 'no' } },
  };
  return {
    connector: { id: 'sats-connect:Test', name: 'Test', type: 'ANNOUNCED', chain: 'bip122' },
    getProvider: async () => ({ kind: 'satsConnect', provider }),
  };
}

describe('a sats-connect wallet (answers checked)', () => {
  const adapter = createBitcoinAdapter();
  const mainnetPayment = { address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', publicKey: '02'.padEnd(66, 'a'), purpose: 'payment' };

  it('falls back to getAddresses for a wallet without wallet_connect, and drops other purposes', async () => {
    const connector = satsConnectConnector({
      getAddresses: () => ({
        result: {
          addresses: [{ address: 'SP000', publicKey: '', purpose: 'stacks' }, mainnetPayment],
          network: { bitcoin: { name: 'Mainnet' } },
        },
      }),
    });
    const session = await adapter.connect(connector);
    expect(session).toEqual({
      accounts: [{ namespace: 'bip122', address: mainnetPayment.address, type: 'payment', publicKey: mainnetPayment.publicKey }],
      chainId: '000000000019d6689c085ae165831e93',
    });
  });

  it.each([
    ['an address of another network', { addresses: [mainnetPayment], network: { bitcoin: { name: 'Regtest' } } }],
    ['an address that is none', { addresses: [{ ...mainnetPayment, address: '<script>' }] }],
    ['a malformed public key', { addresses: [{ ...mainnetPayment, publicKey: 'zz' }] }],
  ])('refuses %s', async (_case, result) => {
    const failure = await adapter.connect(satsConnectConnector({ wallet_connect: () => ({ result }) })).catch((error: unknown) => error);
    expect((failure as WalletRequestError).kind).toBe('malformedAnswer');
  });

  it("reads sats-connect's user rejection (-32000) as the user's no", async () => {
    const connector = satsConnectConnector({ wallet_connect: () => ({ error: { code: -32000, message: 'User rejected' } }) });
    expect(((await adapter.connect(connector).catch((error: unknown) => error)) as WalletRequestError).kind).toBe('userRejected');
    const signing = satsConnectConnector({ signMessage: () => ({ error: { code: -32000, message: 'User rejected' } }) });
    const failure = (await adapter
      .signMessage(signing, { address: mainnetPayment.address, message: 'hi' })
      .catch((error: unknown) => error)) as WalletRequestError;
    expect([failure.kind, failure.message]).toEqual(['userRejected', 'Signature declined']);
  });

  it('asks for a BIP-322 signature and returns it; a signature that is no base64 is refused', async () => {
    const asked: unknown[] = [];
    const signature = 'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK=';
    const connector = satsConnectConnector({
      signMessage: (params) => {
        asked.push(params);
        return { result: { signature, address: mainnetPayment.address, messageHash: '', protocol: 'BIP322' } };
      },
    });
    expect(await adapter.signMessage(connector, { address: mainnetPayment.address, message: 'hi' })).toBe(signature);
    expect(asked).toEqual([{ address: mainnetPayment.address, message: 'hi', protocol: 'BIP322' }]);
    const broken = satsConnectConnector({ signMessage: () => ({ result: { signature: '<svg onload=x>' } }) });
    expect(
      ((await adapter.signMessage(broken, { address: 'x', message: 'hi' }).catch((error: unknown) => error)) as WalletRequestError).kind,
    ).toBe('malformedAnswer');
  });

  it('restores nothing, rather than hanging, from a wallet that never answers', async () => {
    jest.useFakeTimers();
    try {
      const silent: DiscoveredConnector = {
        connector: { id: 'sats-connect:Silent', name: 'Silent', type: 'ANNOUNCED', chain: 'bip122' },
        getProvider: async () => ({ kind: 'satsConnect', provider: { request: () => new Promise(() => {}) } }),
      };
      const restored = adapter.syncConnection(silent);
      await jest.advanceTimersByTimeAsync(5_000);
      expect(await restored).toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });

  it('restores nothing from a wallet that throws', async () => {
    const throwing: DiscoveredConnector = {
      connector: { id: 'sats-connect:Throws', name: 'Throws', type: 'ANNOUNCED', chain: 'bip122' },
      getProvider: async () => ({
        kind: 'satsConnect',
        provider: {
          request: () => {
            throw new Error('broken');
          },
        },
      }),
    };
    expect(await adapter.syncConnection(throwing)).toBeUndefined();
  });
});

describe('a Unisat-style wallet', () => {
  const address = 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7';
  const publicKey = `03${'b'.repeat(64)}`;
  function unisat() {
    const handlers: Record<string, (value: unknown) => void> = {};
    const provider = {
      requestAccounts: jest.fn(async () => [address]),
      getAccounts: jest.fn(async () => [address]),
      getPublicKey: jest.fn(async () => publicKey),
      getChain: jest.fn(async () => ({ enum: 'BITCOIN_TESTNET', name: 'Bitcoin Testnet', network: 'testnet' })),
      switchChain: jest.fn(async (_chain: string) => {}),
      signMessage: jest.fn(async (_message: string, _type: string) => 'c2lnbmF0dXJlIGJ5dGVz'),
      on: (event: string, handler: (value: unknown) => void) => {
        handlers[event] = handler;
      },
      removeListener: (event: string) => {
        delete handlers[event];
      },
    };
    page.unisat = provider;
    return { provider, handlers };
  }

  it('connects its account as the payment account, signs BIP-322 for segwit, switches chain and tells of changes', async () => {
    const { provider, handlers } = unisat();
    const { adapter, found } = await discover();
    const connector = found[0] as DiscoveredConnector;
    expect(connector.connector.name).toBe('UniSat');
    expect(await adapter.connect(connector)).toEqual({
      accounts: [{ namespace: 'bip122', address, type: 'payment', publicKey }],
      chainId: TESTNET3,
    });
    expect(await adapter.signMessage(connector, { address, message: 'hi' })).toBe('c2lnbmF0dXJlIGJ5dGVz');
    expect(provider.signMessage).toHaveBeenCalledWith('hi', 'bip322-simple');
    await adapter.switchNetwork(connector, { ...testnet, id: '00000008819873e925422c1ff0f99f7c' });
    expect(provider.switchChain).toHaveBeenCalledWith('BITCOIN_SIGNET');

    const events = recorder();
    const stop = await adapter.watchSession(connector, events);
    handlers.accountsChanged?.([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    stop();
    expect(events.log).toEqual([['disconnected']]);
    expect(handlers.accountsChanged).toBeUndefined();
  });

  it('signs the legacy way for a legacy address', async () => {
    const { provider } = unisat();
    const { adapter, found } = await discover();
    await adapter.signMessage(found[0] as DiscoveredConnector, { address: 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', message: 'hi' });
    expect(provider.signMessage).toHaveBeenCalledWith('hi', 'ecdsa');
  });
});

describe('a Wallet Standard wallet with Bitcoin features', () => {
  const payment = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
  const ordinals = 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0';
  const account = (address: string, publicKey: Uint8Array): WalletAccount => ({
    address,
    publicKey,
    chains: ['bitcoin:mainnet'],
    features: ['bitcoin:signMessage'],
  });

  it('connects both purposes in order, signs messages as base64 and checks the network it serves', async () => {
    const accounts = [account(payment, new Uint8Array(33).fill(2)), account(ordinals, new Uint8Array(32).fill(1))];
    const signMessage = jest.fn(async (_input: unknown) => [
      { signedMessage: new Uint8Array(), signature: new Uint8Array([1, 2, 3, 4, 5, 6]) },
    ]);
    const wallet = {
      version: '1.0.0',
      name: 'Standard BTC',
      icon: 'data:image/png;base64,AA==',
      chains: ['bitcoin:mainnet'],
      accounts,
      features: {
        'bitcoin:connect': { version: '1.0.0', connect: async () => ({ accounts }) },
        'bitcoin:signMessage': { version: '1.0.0', signMessage },
      },
    } as unknown as Wallet;
    const unregister = getWallets().register(wallet);
    const { adapter, found } = await discover();
    unregister();
    const connector = found[0] as DiscoveredConnector;
    const session = await adapter.connect(connector);
    expect(session.chainId).toBeUndefined();
    expect(session.accounts.map(({ address, type, publicKey }) => [address, type, publicKey?.length])).toEqual([
      [payment, 'payment', 66],
      [ordinals, 'eoa', 64],
    ]);
    expect(await adapter.signMessage(connector, { address: payment, message: 'hi' })).toBe('AQIDBAUG');
    expect(signMessage).toHaveBeenCalledWith({ account: accounts[0], message: new TextEncoder().encode('hi') });
    await expect(adapter.switchNetwork(connector, testnet)).rejects.toMatchObject({ kind: 'unrecognizedChain' });
  });
});
