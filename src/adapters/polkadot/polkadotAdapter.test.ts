/** @jest-environment node */
// The polkadot adapter over scripted `window.injectedWeb3` extensions: connecting, restoring, account changes, network
// switches, disconnecting and signing, with real keys of each scheme (@polkadot/keyring) and hostile answers.
import { jest } from '@jest/globals';
import type { InjectedAccount } from '@polkadot/extension-inject/types';
import { Keyring } from '@polkadot/keyring';
import type { KeyringPair } from '@polkadot/keyring/types';
import { hexToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util';
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto';
import { defineNetwork } from '../../config/networks';
import { POLKADOT_DEV_PHRASE } from '../../devWallet/polkadotDevWallet';
import { ErrorText, WalletErrorCode } from '../../errors';
import type { AccountRecord } from '../../model/account';
import type { DiscoveredConnector, SessionEvents } from '../types';
import { WalletRequestError } from '../walletRequestError';
import { connectorIdOf, type PolkadotExtension } from './discovery';
import { polkadotFamily } from './family';
import { createPolkadotAdapter } from './polkadotAdapter';
import { ENABLE_TIMEOUT_MS, READ_TIMEOUT_MS } from './polkadotWallet';

/** "Polkadot Local", the tests' network: SHA-256("redux-wallet-modal Polkadot Local")'s first 32 hex, no real chain's genesis. */
const polkadotLocal = defineNetwork({
  id: '2f5b862eaec1ebd8e28b633f9762e724',
  name: 'Polkadot Local',
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9944'] } },
  chainNamespace: 'polkadot',
  testnet: true,
});
const polkadot = defineNetwork({
  id: '91b171bb158e2d3848fa23a9f1c25182',
  name: 'Polkadot',
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  rpcUrls: { default: { http: ['https://rpc.polkadot.io'] } },
  chainNamespace: 'polkadot',
});
const KUSAMA_GENESIS = '0xb0a8d493285c2df73290dfb7e61f870fe97d01b6db3e2d3a0b7fa5b2bd2d8b9b';

const pairOf = (type: 'sr25519' | 'ed25519' | 'ecdsa', derivation: string) =>
  new Keyring({ type, ss58Format: 42 }).addFromUri(`${POLKADOT_DEV_PHRASE}${derivation}`);

let alice: KeyringPair;
let bob: KeyringPair;
let charlieEd: KeyringPair;
let daveEcdsa: KeyringPair;
beforeAll(async () => {
  await cryptoWaitReady();
  alice = pairOf('sr25519', '//Alice');
  bob = pairOf('sr25519', '//Bob');
  charlieEd = pairOf('ed25519', '//Charlie');
  daveEcdsa = pairOf('ecdsa', '//Dave');
});
afterEach(() => jest.useRealTimers());

const accountOf = (pair: KeyringPair, extra: Partial<InjectedAccount> = {}): InjectedAccount => ({
  address: pair.address,
  type: pair.type,
  name: 'test',
  ...extra,
});

/** Each scripted extension is another one, under an id of its own. */
let scripted = 0;

/**
 * An extension that answers as scripted: `accounts` (changed by `setAccounts`, which tells subscribers), `pairs` signing
 * as extensions do (the wrapped bytes), and `enable` replaceable for hostile cases.
 */
function scriptedExtension({
  accounts = [] as unknown,
  pairs = [] as KeyringPair[],
  enable = undefined as ((origin: string) => Promise<unknown>) | undefined,
  signRaw = undefined as ((raw: { address: string; data: string; type: string }) => Promise<unknown>) | undefined,
} = {}) {
  let current = accounts;
  const listeners = new Set<(accounts: unknown) => void>();
  const origins: string[] = [];
  const injected = {
    accounts: {
      get: async () => current,
      subscribe: (listener: (accounts: unknown) => void) => {
        listeners.add(listener);
        listener(current);
        return () => listeners.delete(listener);
      },
    },
    signer: {
      signRaw:
        signRaw ??
        (async ({ address, data }: { address: string; data: string }) => {
          const pair = pairs.find((candidate) => candidate.address === address);
          if (!pair) throw new Error('Unable to find account');
          return { id: 1, signature: u8aToHex(pair.sign(u8aWrapBytes(hexToU8a(data)))) };
        }),
    },
  };
  const enableCalls = jest.fn(
    enable ??
      (async (origin: string) => {
        origins.push(origin);
        return injected;
      }),
  );
  scripted += 1;
  const id = `scripted-${scripted}`;
  const extension: PolkadotExtension = { id, enable: enableCalls };
  const connector: DiscoveredConnector = {
    connector: { id: connectorIdOf(id), name: id, type: 'INJECTED', chain: 'polkadot', installed: true },
    getProvider: async () => extension,
  };
  const setAccounts = (next: unknown) => {
    current = next;
    for (const listener of listeners) listener(next);
  };
  return { connector, enableCalls, origins, setAccounts, listeners };
}

function adapterWithLog() {
  const invalid: string[] = [];
  const adapter = createPolkadotAdapter({ appName: 'Test App', onInvalidInput: (reason) => invalid.push(reason) });
  return { adapter, invalid };
}

/** Session events that record what they were told. */
function recorder() {
  const changes: AccountRecord[][] = [];
  const events: SessionEvents = { accountsChanged: (accounts) => changes.push(accounts), chainChanged: () => {}, disconnected: () => {} };
  return { changes, events };
}

async function rejectionOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(WalletRequestError);
  return error as WalletRequestError;
}

describe('polkadot adapter', () => {
  it('carries the polkadot family and offers no balance or send (docs/behaviour.md#other-families)', () => {
    const { adapter } = adapterWithLog();
    expect(adapter.namespace).toBe('polkadot');
    expect(adapter.family).toBe(polkadotFamily);
    expect(adapter.getNativeBalance).toBeUndefined();
    expect(adapter.sendTransaction).toBeUndefined();
    expect(adapter.transfer).toBeUndefined();
  });

  it('finds the page’s extensions through its discovery chunk', async () => {
    const page = globalThis as { injectedWeb3?: unknown };
    page.injectedWeb3 = { talisman: { enable: async () => ({}), version: '1.0.0' } };
    const { adapter } = adapterWithLog();
    const found: DiscoveredConnector[] = [];
    const stop = adapter.discoverConnectors((connectors) => found.push(...connectors));
    await new Promise((resolve) => setTimeout(resolve, 50));
    stop();
    delete page.injectedWeb3;
    expect(found.map(({ connector }) => connector.name)).toEqual(['Talisman']);
  });

  it('connects with the page’s name: eoa accounts, a public key where the address is one, ethereum ones left out', async () => {
    const { adapter, invalid } = adapterWithLog();
    const ethereumAccount = { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', type: 'ethereum' };
    const { connector, origins } = scriptedExtension({
      accounts: [accountOf(alice), accountOf(charlieEd), accountOf(daveEcdsa), ethereumAccount],
    });
    const session = await adapter.connect(connector);
    expect(origins).toEqual(['Test App']);
    expect(session).toEqual({
      accounts: [
        { namespace: 'polkadot', address: alice.address, type: 'eoa', publicKey: u8aToHex(alice.publicKey) },
        { namespace: 'polkadot', address: charlieEd.address, type: 'eoa', publicKey: u8aToHex(charlieEd.publicKey) },
        // An ecdsa account id is the hash of its key: no key to show.
        { namespace: 'polkadot', address: daveEcdsa.address, type: 'eoa' },
      ],
    });
    expect(invalid).toEqual([]);
  });

  it('passes over accounts that are no SS58 account, and refuses an answer that is no list or shares none', async () => {
    const { adapter, invalid } = adapterWithLog();
    const hostile = scriptedExtension({
      accounts: [{ address: '<script>alert(1)</script>' }, { address: 42 }, null, accountOf(alice)],
    });
    expect((await adapter.connect(hostile.connector)).accounts.map((account) => account.address)).toEqual([alice.address]);
    expect(invalid).toHaveLength(3);
    const notAList = await rejectionOf(adapter.connect(scriptedExtension({ accounts: { address: alice.address } }).connector));
    expect([notAList.message, notAList.kind]).toEqual([ErrorText.malformedAccounts, 'malformedAnswer']);
    const none = await rejectionOf(adapter.connect(scriptedExtension({ accounts: [] }).connector));
    expect(none.message).toBe(ErrorText.noAccountsShared);
  });

  it('says the user refused when enable is refused, and gives the extension’s words otherwise', async () => {
    const { adapter } = adapterWithLog();
    const refused = await rejectionOf(
      adapter.connect(scriptedExtension({ enable: async () => Promise.reject(new Error('Rejected')) }).connector),
    );
    expect([refused.kind, refused.code]).toEqual(['userRejected', WalletErrorCode.userRejected]);
    const locked = await rejectionOf(
      adapter.connect(
        scriptedExtension({
          enable: () => {
            throw new Error('The extension is locked');
          },
        }).connector,
      ),
    );
    expect([locked.kind, locked.message]).toEqual(['failed', 'The extension is locked']);
    const malformed = await rejectionOf(adapter.connect(scriptedExtension({ enable: async () => ({ accounts: 'none' }) }).connector));
    expect(malformed.kind).toBe('malformedAnswer');
  });

  it('gives up on an enable that never answers, with a clear error, and asks again on the next connect', async () => {
    jest.useFakeTimers();
    const { adapter } = adapterWithLog();
    const { connector, enableCalls } = scriptedExtension({ enable: () => new Promise(() => {}) });
    const attempt = rejectionOf(adapter.connect(connector));
    await jest.advanceTimersByTimeAsync(ENABLE_TIMEOUT_MS);
    const error = await attempt;
    expect([error.kind, error.message]).toEqual(['timedOut', ErrorText.walletDidNotAnswer]);
    void adapter.connect(connector).catch(() => {});
    await jest.advanceTimersByTimeAsync(0);
    expect(enableCalls).toHaveBeenCalledTimes(2);
  });

  it('restores a connection the extension still allows, and counts a refusing or silent one as none', async () => {
    jest.useFakeTimers();
    const { adapter } = adapterWithLog();
    await expect(adapter.syncConnection(scriptedExtension({ accounts: [accountOf(alice)] }).connector)).resolves.toEqual({
      accounts: [{ namespace: 'polkadot', address: alice.address, type: 'eoa', publicKey: u8aToHex(alice.publicKey) }],
    });
    await expect(
      adapter.syncConnection(scriptedExtension({ enable: async () => Promise.reject(new Error('not allowed')) }).connector),
    ).resolves.toBeUndefined();
    const silent = adapter.syncConnection(scriptedExtension({ enable: () => new Promise(() => {}) }).connector);
    await jest.advanceTimersByTimeAsync(READ_TIMEOUT_MS);
    await expect(silent).resolves.toBeUndefined();
  });

  it('reports account changes once each, and an extension sharing none', async () => {
    const { adapter } = adapterWithLog();
    const { connector, setAccounts, listeners } = scriptedExtension({ accounts: [accountOf(alice)] });
    await adapter.connect(connector);
    const { changes, events } = recorder();
    const stop = await adapter.watchSession(connector, events);
    // The subscription's first call repeats the accounts connect read: no change.
    expect(changes).toEqual([]);
    setAccounts([accountOf(bob)]);
    setAccounts([accountOf(bob)]);
    setAccounts('garbage');
    setAccounts([]);
    expect(changes.map((accounts) => accounts.map((account) => account.address))).toEqual([[bob.address], []]);
    stop();
    expect(listeners.size).toBe(0);
  });

  it('connects and restores on the modal’s network: its SS58 form, accounts kept for another chain left out', async () => {
    const { adapter } = adapterWithLog();
    const accounts = [accountOf(alice), accountOf(bob, { genesisHash: KUSAMA_GENESIS })];
    const alicePolkadot = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5';
    const connected = await adapter.connect(scriptedExtension({ accounts }).connector, undefined, polkadot);
    expect(connected.accounts.map((account) => account.address)).toEqual([alicePolkadot]);
    const restored = await adapter.syncConnection(scriptedExtension({ accounts }).connector, polkadotLocal);
    expect(restored?.accounts.map((account) => account.address)).toEqual([alice.address]);
    const onlyKusama = scriptedExtension({ accounts: [accountOf(bob, { genesisHash: KUSAMA_GENESIS })] });
    expect((await rejectionOf(adapter.connect(onlyKusama.connector, undefined, polkadot))).message).toBe(ErrorText.noAccountsShared);
  });

  it('shows the accounts in a network’s SS58 form once switched to it, leaving out those the extension keeps for another chain', async () => {
    const { adapter } = adapterWithLog();
    const { connector } = scriptedExtension({
      accounts: [accountOf(alice), accountOf(bob, { genesisHash: KUSAMA_GENESIS })],
      pairs: [alice, bob],
    });
    await adapter.connect(connector);
    const { changes, events } = recorder();
    await adapter.watchSession(connector, events);
    await adapter.switchNetwork(connector, polkadot);
    const alicePolkadot = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5';
    expect(changes).toEqual([[{ namespace: 'polkadot', address: alicePolkadot, type: 'eoa', publicKey: u8aToHex(alice.publicKey) }]]);
    // The extension is asked in its own words; the signature is the account's whatever the spelling.
    const signature = await adapter.signMessage(connector, { address: alicePolkadot, message: 'hello' });
    expect(signatureVerify('hello', signature, alicePolkadot).isValid).toBe(true);
    // Back on the local network: the generic spelling again, and Bob, kept for Kusama, still out.
    await adapter.switchNetwork(connector, polkadotLocal);
    expect(changes.at(-1)?.map((account) => account.address)).toEqual([alice.address]);
  });

  it('refuses a switch to a network none of the accounts may use', async () => {
    const { adapter } = adapterWithLog();
    const { connector } = scriptedExtension({ accounts: [accountOf(alice, { genesisHash: KUSAMA_GENESIS })] });
    await adapter.connect(connector);
    const error = await rejectionOf(adapter.switchNetwork(connector, polkadot));
    expect([error.kind, error.message]).toEqual(['unrecognizedChain', ErrorText.chainNotSupported]);
  });

  it.each([
    ['sr25519', () => alice],
    ['ed25519', () => charlieEd],
    ['ecdsa', () => daveEcdsa],
  ])('signs with signRaw as 0x-hex, a %s signature that verifies and fails on a changed message', async (_, pair) => {
    const { adapter } = adapterWithLog();
    const { connector } = scriptedExtension({ accounts: [accountOf(pair())], pairs: [pair()] });
    await adapter.connect(connector);
    const signature = await adapter.signMessage(connector, { address: pair().address, message: 'Sign in to App' });
    expect(signature).toMatch(/^0x[0-9a-f]{128,130}$/);
    expect(signatureVerify('Sign in to App', signature, pair().address).isValid).toBe(true);
    expect(signatureVerify('Sign in to Evil', signature, pair().address).isValid).toBe(false);
  });

  it('refuses to sign for an account not shared, after a disconnect, or when the extension cannot sign', async () => {
    const { adapter } = adapterWithLog();
    const { connector, enableCalls } = scriptedExtension({ accounts: [accountOf(alice)], pairs: [alice] });
    await adapter.connect(connector);
    expect((await rejectionOf(adapter.signMessage(connector, { address: bob.address, message: 'x' }))).kind).toBe('unauthorized');
    await adapter.disconnect(connector);
    expect((await rejectionOf(adapter.signMessage(connector, { address: alice.address, message: 'x' }))).kind).toBe('unauthorized');
    await adapter.connect(connector);
    expect(enableCalls).toHaveBeenCalledTimes(2);
    const cannotSign = scriptedExtension({
      accounts: [accountOf(alice)],
      enable: async () => ({ accounts: { get: async () => [accountOf(alice)], subscribe: () => () => {} }, signer: {} }),
    });
    await adapter.connect(cannotSign.connector);
    const unsupported = await rejectionOf(adapter.signMessage(cannotSign.connector, { address: alice.address, message: 'x' }));
    expect([unsupported.kind, unsupported.message]).toEqual(['unsupportedMethod', ErrorText.signMessageFailed]);
  });

  it('says the signature was declined when the user cancels, and refuses a malformed signature', async () => {
    const { adapter } = adapterWithLog();
    const cancelled = scriptedExtension({ accounts: [accountOf(alice)], signRaw: async () => Promise.reject(new Error('Cancelled')) });
    await adapter.connect(cancelled.connector);
    const declined = await rejectionOf(adapter.signMessage(cancelled.connector, { address: alice.address, message: 'x' }));
    expect([declined.message, declined.code, declined.kind]).toEqual([
      ErrorText.signatureDeclined,
      WalletErrorCode.userRejected,
      'userRejected',
    ]);
    const malformed = scriptedExtension({ accounts: [accountOf(alice)], signRaw: async () => ({ id: 1, signature: '0x1234' }) });
    await adapter.connect(malformed.connector);
    const error = await rejectionOf(adapter.signMessage(malformed.connector, { address: alice.address, message: 'x' }));
    expect([error.message, error.kind]).toEqual([ErrorText.signMessageFailed, 'malformedAnswer']);
  });
});
