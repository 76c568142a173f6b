import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { getWallets } from '@wallet-standard/app';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import bs58 from 'bs58';
import { defineNetwork, solana, solanaDevnet, solanaTestnet } from '../../config/networks';
import { ErrorText } from '../../errors';
import { selectSupports } from '../../store/slices/chainSlice';
import { createHostStore, TEST_PROJECT_ID } from '../../test/store';
import { isAddress } from '../isAddress';
import type { DiscoveredConnector, SessionEvents } from '../types';
import { discoverSolanaConnectors } from './discovery';
import { solanaFamily } from './family';
import { createSolanaAdapter } from './solanaAdapter';

const ICON = 'data:image/svg+xml;base64,PHN2Zy8+';

/** A Solana account: a fresh ed25519 key, its address the base58 of its 32 public bytes. */
function solanaAccount(chains: WalletAccount['chains'] = ['solana:devnet']) {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const bytes = new Uint8Array(publicKey.export({ format: 'der', type: 'spki' }).subarray(-32));
  const account: WalletAccount = { address: bs58.encode(bytes), publicKey: bytes, chains, features: ['solana:signMessage'] };
  return { account, privateKey, publicKey };
}

type Listener = (properties: { accounts?: readonly WalletAccount[]; chains?: readonly string[] }) => void;

/** A Wallet Standard wallet whose features answer as scripted; `emit` plays its `change` events. */
function scriptedWallet({
  name = 'Scripted Wallet',
  icon = ICON,
  chains = ['solana:devnet'],
  accounts = [] as readonly WalletAccount[],
  features = {} as Record<string, unknown>,
} = {}) {
  const listeners = new Set<Listener>();
  const wallet = {
    version: '1.0.0',
    name,
    icon,
    chains,
    accounts,
    features: {
      'standard:connect': { version: '1.0.0', connect: async () => ({ accounts }) },
      'standard:events': {
        version: '1.0.0',
        on: (_event: string, listener: Listener) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      },
      ...features,
    },
  } as unknown as Wallet;
  const emit = (properties: Parameters<Listener>[0]) => {
    for (const listener of listeners) listener(properties);
  };
  return { wallet, emit, listeners };
}

const connectorFor = (wallet: Wallet): DiscoveredConnector => ({
  connector: { id: 'scripted', name: wallet.name, type: 'ANNOUNCED', chain: 'solana' },
  getProvider: async () => wallet,
});

const adapter = createSolanaAdapter();

// Each test's registrations end with it, so the next test's page has only its own wallets.
const registrations: (() => void)[] = [];
const register = (...wallets: Wallet[]) => registrations.push(getWallets().register(...wallets));
afterEach(() => {
  for (const unregister of registrations.splice(0)) unregister();
});

/** The discovery's rules, run at once (the adapter fetches this module when the modal starts). */
function discover() {
  const reports: string[] = [];
  const found: DiscoveredConnector[] = [];
  const stop = discoverSolanaConnectors(
    (connectors) => found.push(...connectors),
    (reason) => reports.push(reason),
  );
  return { found, reports, stop };
}

/** What the adapter's discovery reports first, once its chunk is here; it stops looking then. */
const firstFound = (solanaAdapter: ReturnType<typeof createSolanaAdapter>) =>
  new Promise<DiscoveredConnector[]>((resolve) => {
    const stop = solanaAdapter.discoverConnectors((connectors) => {
      stop();
      resolve(connectors);
    });
  });

describe('the solana family', () => {
  it.each([
    ['7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', true],
    ['11111111111111111111111111111111', true], // the system program: 32 zero bytes
    ['So11111111111111111111111111111111111111112', true],
    ['7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLt0', false], // 0 is not base58
    ['z'.repeat(44), false], // 44 characters, but 33 bytes
    ['1111111111111111111111111111111', false], // 31 characters
    ['0x52908400098527886E0F7030069857D2E4169EE7', false],
    ['', false],
  ])('%s is an address: %s', (text, expected) => {
    expect(solanaFamily.isAddress(text)).toBe(expected);
  });

  it('is installed with the adapter: the modal then takes Solana addresses and offers balances and sends, no names or activity', () => {
    const { scoped } = createHostStore({ projectId: TEST_PROJECT_ID, networks: [solanaDevnet] }, { adapters: [createSolanaAdapter()] });
    expect(isAddress('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', 'solana')).toBe(true);
    const supported = (['balance', 'send', 'names', 'activity'] as const).filter((capability) =>
      selectSupports(scoped.getState(), capability, 'solana'),
    );
    expect(supported).toEqual(['balance', 'send']);
    expect(scoped.getState().account.preferredAccountTypes).toMatchObject({ solana: 'eoa' });
  });

  it('prefers eoa accounts, offers balances and sends, and writes an address as it was accepted', () => {
    expect(solanaFamily).toMatchObject({ namespace: 'solana', defaultAccountType: 'eoa', capabilities: ['balance', 'send', 'onramp'] });
    expect(solanaFamily.normalAddress('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV')).toBe('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV');
  });
});

describe('Solana connector discovery: registrations are untrusted', () => {
  it('keeps a name with markup in it as text, and drops a javascript: icon', () => {
    register(scriptedWallet({ name: '<img src=x onerror=alert(1)>', icon: 'javascript:alert(1)' }).wallet);
    const { found, stop } = discover();
    stop();
    expect(found.map((entry) => entry.connector)).toEqual([
      {
        id: 'wallet-standard:img-src-x-onerror-alert-1',
        name: '<img src=x onerror=alert(1)>',
        type: 'ANNOUNCED',
        chain: 'solana',
        imageUrl: undefined,
        installed: true,
      },
    ]);
  });

  it.each([
    ['no standard:connect', { features: { 'standard:connect': undefined } }],
    ['a standard:connect without connect', { features: { 'standard:connect': { version: '1.0.0' } } }],
    ['an empty name', { name: '   ' }],
    ['a 1000-character name', { name: 'W'.repeat(1000) }],
    ['an icon that is not text', { icon: 42 as unknown as string }],
  ])('ignores a Solana wallet with %s, and says so', (_case, overrides) => {
    register(scriptedWallet(overrides).wallet);
    const { found, reports, stop } = discover();
    stop();
    expect(found).toEqual([]);
    expect(reports).toEqual(['A Wallet Standard wallet without a valid name, icon, chains and standard:connect was ignored']);
  });

  it('passes over a wallet of other chains without a word: it is no Solana wallet', () => {
    register(scriptedWallet({ name: 'Sui Wallet', chains: ['sui:mainnet'] }).wallet);
    const { found, reports, stop } = discover();
    stop();
    expect(found).toEqual([]);
    expect(reports).toEqual([]);
  });

  it('finds a wallet registered after it started looking, and no more once stopped', () => {
    const { found, stop } = discover();
    expect(found).toEqual([]);
    register(scriptedWallet({ name: 'Late Wallet' }).wallet);
    expect(found.map((entry) => entry.connector.name)).toEqual(['Late Wallet']);
    stop();
    register(scriptedWallet({ name: 'Later Wallet' }).wallet);
    expect(found.map((entry) => entry.connector.name)).toEqual(['Late Wallet']);
  });

  it('is fetched by the adapter as the modal starts, and finds the wallets registered before it was here', async () => {
    register(scriptedWallet({ name: 'Early Wallet' }).wallet);
    const found = await firstFound(createSolanaAdapter());
    expect(found.map((entry) => entry.connector.name)).toEqual(['Early Wallet']);
  });

  it('stopped as it reports the wallets already registered, hears of no later wallet', async () => {
    register(scriptedWallet({ name: 'Early Wallet' }).wallet);
    const reports: string[][] = [];
    await new Promise<void>((resolve) => {
      const stop = createSolanaAdapter().discoverConnectors((connectors) => {
        reports.push(connectors.map((entry) => entry.connector.name));
        stop();
        resolve();
      });
    });
    register(scriptedWallet({ name: 'Late Wallet' }).wallet);
    expect(reports).toEqual([['Early Wallet']]);
  });

  it('stops looking when stopped: before its chunk is here it never starts, after it hears of no later wallet', async () => {
    register(scriptedWallet({ name: 'Early Wallet' }).wallet);
    const stoppedEarly: DiscoveredConnector[] = [];
    createSolanaAdapter().discoverConnectors((connectors) => stoppedEarly.push(...connectors))();
    const found: DiscoveredConnector[] = [];
    let stop = () => {};
    // This discovery reporting means the chunk is here, and the first one's turn to start has passed.
    await new Promise<void>((resolve) => {
      stop = createSolanaAdapter().discoverConnectors((connectors) => {
        found.push(...connectors);
        resolve();
      });
    });
    stop();
    register(scriptedWallet({ name: 'Late Wallet' }).wallet);
    expect(stoppedEarly).toEqual([]);
    expect(found.map((entry) => entry.connector.name)).toEqual(['Early Wallet']);
  });

  it('hands out the registered wallet itself as the connector’s provider', async () => {
    const { wallet } = scriptedWallet();
    register(wallet);
    const { found, stop } = discover();
    stop();
    expect(await found[0]?.getProvider()).toBe(wallet);
  });
});

describe('Solana adapter: connecting', () => {
  it('makes account records of the wallet’s Solana accounts, with their public key, on no chain of its own', async () => {
    const { account } = solanaAccount();
    const other = { ...solanaAccount().account, chains: ['sui:mainnet'] } as WalletAccount;
    const { wallet } = scriptedWallet({ accounts: [account, other] });
    const session = await adapter.connect(connectorFor(wallet));
    expect(session).toEqual({
      accounts: [{ namespace: 'solana', address: account.address, type: 'eoa', publicKey: Buffer.from(account.publicKey).toString('hex') }],
    });
    expect(session.chainId).toBeUndefined();
  });

  it.each([
    ['an address that is not its public key', () => ({ ...solanaAccount().account, address: solanaAccount().account.address })],
    ['a 31-byte public key', () => ({ ...solanaAccount().account, publicKey: new Uint8Array(31) })],
    ['markup for an address', () => ({ ...solanaAccount().account, address: '<b>x</b>' })],
  ])('refuses %s', async (_case, malformed) => {
    const { wallet } = scriptedWallet({ accounts: [malformed() as WalletAccount] });
    await expect(adapter.connect(connectorFor(wallet))).rejects.toMatchObject({
      message: ErrorText.malformedAccounts,
      kind: 'malformedAnswer',
      notice: { key: 'error.malformedAccounts' },
    });
  });

  it('fails with "The wallet shared no accounts." when the wallet connects without one', async () => {
    await expect(adapter.connect(connectorFor(scriptedWallet().wallet))).rejects.toMatchObject({
      message: ErrorText.noAccountsShared,
      notice: { key: 'error.noAccountsShared' },
    });
  });

  it('passes the user’s refusal on as the wallet said it', async () => {
    const refusing = async () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
    };
    const { wallet } = scriptedWallet({ features: { 'standard:connect': { version: '1.0.0', connect: refusing } } });
    await expect(adapter.connect(connectorFor(wallet))).rejects.toMatchObject({
      message: 'User rejected the request.',
      code: 4001,
      kind: 'userRejected',
      notice: { key: 'notice.walletAnswered', values: { answer: 'User rejected the request.' } },
    });
  });

  it('restores without prompting (a silent connect), and finds nothing when the wallet no longer trusts the page', async () => {
    const { account } = solanaAccount();
    const asked: unknown[] = [];
    const trusting = scriptedWallet({
      features: {
        'standard:connect': {
          version: '1.0.0',
          connect: async (input: unknown) => {
            asked.push(input);
            return { accounts: [account] };
          },
        },
      },
    });
    expect(await adapter.syncConnection(connectorFor(trusting.wallet))).toMatchObject({ accounts: [{ address: account.address }] });
    expect(asked).toEqual([{ silent: true }]);

    const forgetful = scriptedWallet({ accounts: [] });
    expect(await adapter.syncConnection(connectorFor(forgetful.wallet))).toBeUndefined();
    const refusing = scriptedWallet({
      features: { 'standard:connect': { version: '1.0.0', connect: () => Promise.reject(new Error('Not trusted')) } },
    });
    expect(await adapter.syncConnection(connectorFor(refusing.wallet))).toBeUndefined();
  });

  it('disconnects through standard:disconnect, and a wallet without it just lets go', async () => {
    let disconnected = 0;
    const { wallet } = scriptedWallet({
      features: {
        'standard:disconnect': {
          version: '1.0.0',
          disconnect: async () => {
            disconnected += 1;
          },
        },
      },
    });
    await adapter.disconnect(connectorFor(wallet));
    expect(disconnected).toBe(1);
    await expect(adapter.disconnect(connectorFor(scriptedWallet().wallet))).resolves.toBeUndefined();
  });
});

describe('Solana adapter: the wallet’s events', () => {
  async function watch(wallet: ReturnType<typeof scriptedWallet>) {
    const seen: unknown[] = [];
    const reports: string[] = [];
    const events: SessionEvents = {
      accountsChanged: (accounts) => seen.push(accounts.map((account) => account.address)),
      chainChanged: (chainId) => seen.push(chainId),
      disconnected: () => seen.push('disconnected'),
    };
    const stop = await createSolanaAdapter({ onInvalidInput: (reason) => reports.push(reason) }).watchSession(
      connectorFor(wallet.wallet),
      events,
    );
    return { seen, reports, stop };
  }

  it('follows an account switch in the wallet and an emptied list, ignores chain and feature changes and malformed accounts', async () => {
    const wallet = scriptedWallet();
    const { seen, reports, stop } = await watch(wallet);
    const { account: second } = solanaAccount();
    wallet.emit({ accounts: [second] });
    wallet.emit({ chains: ['solana:mainnet'] });
    wallet.emit({ accounts: [{ ...second, publicKey: new Uint8Array(32) }] });
    wallet.emit({ accounts: [] });
    expect(seen).toEqual([[second.address], []]);
    expect(reports).toEqual(['A Wallet Standard change event with malformed accounts was ignored']);
    stop();
    expect(wallet.listeners.size).toBe(0);
  });
});

describe('Solana adapter: networks', () => {
  const local = defineNetwork({ ...solanaDevnet, id: 'CmpNeggWJ4JaWJeJ8YKN1Zypmk7uvQq3', name: 'Solana Local' });

  it('takes a network the wallet lists, by its CAIP-2 id or its cluster name', async () => {
    await expect(
      adapter.switchNetwork(connectorFor(scriptedWallet({ chains: ['solana:devnet'] }).wallet), solanaDevnet),
    ).resolves.toBeUndefined();
    await expect(
      adapter.switchNetwork(connectorFor(scriptedWallet({ chains: [local.caipNetworkId] }).wallet), local),
    ).resolves.toBeUndefined();
    await expect(
      adapter.switchNetwork(connectorFor(scriptedWallet({ chains: ['solana:localnet'] }).wallet), local),
    ).resolves.toBeUndefined();
  });

  it.each([
    { network: solana, cluster: 'solana:mainnet' },
    { network: solanaDevnet, cluster: 'solana:devnet' },
    { network: solanaTestnet, cluster: 'solana:testnet' },
  ] as const)('takes $network.name from a wallet that lists only its cluster name, $cluster', async ({ network, cluster }) => {
    await expect(adapter.switchNetwork(connectorFor(scriptedWallet({ chains: [cluster] }).wallet), network)).resolves.toBeUndefined();
  });

  it('refuses one it does not list: the wallet could not sign for it', async () => {
    await expect(
      adapter.switchNetwork(connectorFor(scriptedWallet({ chains: ['solana:mainnet'] }).wallet), solanaDevnet),
    ).rejects.toMatchObject({
      message: ErrorText.chainNotSupported,
      kind: 'unrecognizedChain',
      notice: { key: 'error.chainNotSupported' },
    });
  });
});

describe('Solana adapter: signing a message', () => {
  function signingWallet(privateKey: KeyObject, account: WalletAccount, answer?: () => Promise<unknown>) {
    return scriptedWallet({
      accounts: [account],
      features: {
        'solana:signMessage': {
          version: '1.1.0',
          signMessage:
            answer ??
            (async ({ message }: { message: Uint8Array }) => [
              { signedMessage: message, signature: new Uint8Array(sign(null, message, privateKey)) },
            ]),
        },
      },
    }).wallet;
  }

  it('resolves with the base58 ed25519 signature of the message’s UTF-8 bytes', async () => {
    const { account, privateKey, publicKey } = solanaAccount();
    const signature = await adapter.signMessage(connectorFor(signingWallet(privateKey, account)), {
      address: account.address,
      message: 'Sign in: ünïcode',
    });
    const { verify } = await import('node:crypto');
    expect(verify(null, Buffer.from('Sign in: ünïcode'), publicKey, bs58.decode(signature))).toBe(true);
  });

  it('says "Signature declined" on a refusal and the sign-message failure on anything else', async () => {
    const { account, privateKey } = solanaAccount();
    const declined = signingWallet(privateKey, account, () => Promise.reject(Object.assign(new Error('no'), { code: 4001 })));
    await expect(adapter.signMessage(connectorFor(declined), { address: account.address, message: 'hi' })).rejects.toMatchObject({
      message: ErrorText.signatureDeclined,
      kind: 'userRejected',
    });
    const garbled = signingWallet(privateKey, account, async () => [{ signature: new Uint8Array(12) }]);
    await expect(adapter.signMessage(connectorFor(garbled), { address: account.address, message: 'hi' })).rejects.toMatchObject({
      message: ErrorText.signMessageFailed,
      kind: 'malformedAnswer',
    });
  });

  it('signs only with an account the wallet handed out', async () => {
    const { account, privateKey } = solanaAccount();
    const stranger = solanaAccount().account.address;
    await expect(
      adapter.signMessage(connectorFor(signingWallet(privateKey, account)), { address: stranger, message: 'hi' }),
    ).rejects.toMatchObject({
      kind: 'unauthorized',
    });
  });
});

describe('the solana family’s address check', () => {
  it('agrees with bs58 on what decodes to 32 bytes, keys with leading zero bytes included', () => {
    const keys = [
      new Uint8Array(32),
      Uint8Array.from({ length: 32 }, (_, index) => (index < 3 ? 0 : 255)),
      ...Array.from({ length: 50 }, () => solanaAccount().account.publicKey as Uint8Array),
    ];
    for (const key of keys) expect(solanaFamily.isAddress(bs58.encode(key))).toBe(true);
    for (const length of [31, 33]) expect(solanaFamily.isAddress(bs58.encode(new Uint8Array(length).fill(9)))).toBe(false);
  });
});
