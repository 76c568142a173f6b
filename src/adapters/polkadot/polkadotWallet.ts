import type { Injected, InjectedAccount, InjectedAccounts } from '@polkadot/extension-inject/types';
import { stringToU8a, u8aToHex } from '@polkadot/util';
import type { Network } from '../../config/networks';
import { ErrorText, WalletErrorCode } from '../../errors';
import type { AccountRecord } from '../../model/account';
import { nullish } from '../../utils/schemas';
import { z } from '../../utils/zod';
import type { ChainAdapter, DiscoveredConnector, SessionEvents, WalletSession } from '../types';
import { WalletRequestError, walletErrorMessage } from '../walletRequestError';
import { accountIdOf, accountOn, referenceOf } from './address';
import type { PolkadotExtension } from './discovery';

/** What the Polkadot adapter does once a wallet is involved: every method a family without balance or send has. */
export type PolkadotWalletMethods = Pick<
  ChainAdapter,
  'connect' | 'syncConnection' | 'disconnect' | 'switchNetwork' | 'watchSession' | 'signMessage'
>;

/**
 * How long an extension has to answer. `enable` may show the extension's prompt, so it gets the user's time; a page it
 * already trusts answers at once, so restoring a connection waits no longer than reading accounts does.
 */
export const ENABLE_TIMEOUT_MS = 120_000;
export const READ_TIMEOUT_MS = 10_000;

type SignRaw = NonNullable<Injected['signer']['signRaw']>;
type SignerPayloadRaw = Parameters<SignRaw>[0];

const functionSchema = <Fn>() => z.custom<Fn>((value) => typeof value === 'function');

/** What `enable` resolves with, as far as the adapter uses it: untrusted page input. */
const enabledSchema = z.object({
  accounts: z.object({ get: functionSchema<InjectedAccounts['get']>(), subscribe: functionSchema<InjectedAccounts['subscribe']>() }),
  signer: z.object({ signRaw: z.optional(functionSchema<(raw: SignerPayloadRaw) => Promise<unknown>>()) }),
});

const accountSchema = z.object({
  address: z.string(),
  genesisHash: nullish(z.string()),
  type: z.optional(z.string()),
});

const signatureSchema = z.object({ signature: z.string().check(z.regex(/^0x(?:[0-9a-fA-F]{2}){64,66}$/)) });

/** An enabled extension's calls, each made on the object the extension handed over. */
interface EnabledExtension {
  getAccounts(): Promise<unknown>;
  subscribeAccounts(listener: (accounts: unknown) => void): unknown;
  signRaw: ((raw: SignerPayloadRaw) => Promise<unknown>) | undefined;
}

/** One extension's connection to the page. */
interface ExtensionConnection {
  enabled: Promise<EnabledExtension>;
  /** The network its accounts are shown for: the modal's when connected, then each it switches to (docs/behaviour.md#other-families). */
  network: Network | undefined;
  /** Each account as the extension writes it, by the address the modal shows: the extension is asked in its own words. */
  walletAddresses: Map<string, string>;
  /** The accounts last reported, to tell a change from the extension repeating itself. */
  lastReported: string;
  watchers: Set<SessionEvents>;
}

const timedOut = () =>
  new WalletRequestError(ErrorText.walletDidNotAnswer, { kind: 'timedOut', notice: { key: 'error.walletDidNotAnswer' } });
const malformedAnswer = () =>
  new WalletRequestError(ErrorText.malformedAccounts, { kind: 'malformedAnswer', notice: { key: 'error.malformedAccounts' } });

/** `call`'s answer, or a timeout error after `ms`: an extension that never answers must not hold the modal. */
async function withinTime<T>(call: () => Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expiry = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timedOut()), ms);
  });
  try {
    return await Promise.race([Promise.resolve().then(call), expiry]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The code of an extension's refusal. Extensions of this interface give none: polkadot{.js} and Talisman reject with
 * "Cancelled", others with "Rejected" or "denied"; those words, or EIP-1193's 4001, are the user saying no.
 */
function refusalCode(error: unknown): number | undefined {
  const code = (error as { code?: unknown } | undefined)?.code;
  if (code === WalletErrorCode.userRejected) return code;
  return /cancel|reject|denied|declin/i.test(walletErrorMessage(error) ?? '') ? WalletErrorCode.userRejected : undefined;
}

/** Every error leaving the adapter is a WalletRequestError with the extension's bounded words. */
function rethrow(error: unknown): never {
  throw error instanceof WalletRequestError ? error : new WalletRequestError(walletErrorMessage(error), { code: refusalCode(error) });
}

function checkEnabled(value: unknown): EnabledExtension {
  const parsed = enabledSchema.safeParse(value);
  if (!parsed.success) {
    throw new WalletRequestError(ErrorText.walletRequestFailed, { kind: 'malformedAnswer', notice: { key: 'error.walletRequestFailed' } });
  }
  const { accounts, signer } = value as { accounts: object; signer: object };
  const { get, subscribe } = parsed.data.accounts;
  const { signRaw } = parsed.data.signer;
  return {
    getAccounts: () => Reflect.apply(get, accounts, []),
    subscribeAccounts: (listener) => Reflect.apply(subscribe, accounts, [listener]),
    signRaw: signRaw && ((raw) => Reflect.apply(signRaw, signer, [raw])),
  };
}

/** Whether the extension restricts `account` to a chain other than `network` (its genesis hash, when it names one). */
function restrictedElsewhere(account: Pick<InjectedAccount, 'genesisHash'>, network: Network): boolean {
  const genesisHash = account.genesisHash?.toLowerCase().replace(/^0x/, '');
  return !!genesisHash && !genesisHash.startsWith(referenceOf(network.caipNetworkId));
}

/**
 * The Polkadot adapter's wallet methods over `window.injectedWeb3` extensions (docs/behaviour.md#other-families): a module of
 * its own, with @polkadot/util-crypto, loaded when a wallet is first connected or restored (see polkadotAdapter.ts).
 * `appName` is what `enable` tells the extension the page calls itself.
 */
export function createPolkadotWalletMethods(appName: string, onInvalidInput: (reason: string) => void): PolkadotWalletMethods {
  /** By connector id: a connector's provider may be made again (a WalletConnect session's view), its connection is one. */
  const connections = new Map<string, ExtensionConnection>();

  /** The extension's connection, enabling it first (which may prompt) when it has none; a failed enable is forgotten. */
  async function connectionOf(connector: DiscoveredConnector, timeoutMs: number): Promise<ExtensionConnection> {
    const { id } = connector.connector;
    const known = connections.get(id);
    if (known) return known;
    const extension = (await connector.getProvider()) as PolkadotExtension;
    const enabled = withinTime(() => extension.enable(appName), timeoutMs).then(checkEnabled);
    const connection: ExtensionConnection = {
      enabled,
      network: undefined,
      walletAddresses: new Map(),
      lastReported: '',
      watchers: new Set(),
    };
    connections.set(id, connection);
    enabled.catch(() => {
      if (connections.get(id) === connection) connections.delete(id);
    });
    return connection;
  }

  function connectedOf(connector: DiscoveredConnector): ExtensionConnection {
    const connection = connections.get(connector.connector.id);
    if (!connection) throw new WalletRequestError(undefined, { kind: 'unauthorized' });
    return connection;
  }

  /**
   * The extension's accounts as account records on `network` (the extension's own spelling without one); `network`'s
   * spelling of each is remembered as the extension's. Undefined when the answer is not a list of accounts.
   */
  function toRecords(value: unknown, connection: ExtensionConnection, network = connection.network) {
    if (!Array.isArray(value)) return undefined;
    const records: AccountRecord[] = [];
    const walletAddresses = new Map<string, string>();
    for (const entry of value) {
      const parsed = accountSchema.safeParse(entry);
      // Ethereum-style accounts some extensions hold are not SS58 accounts of this namespace.
      if (parsed.success && parsed.data.type === 'ethereum') continue;
      const accountId = parsed.success ? accountIdOf(parsed.data.address) : undefined;
      if (!parsed.success || !accountId) {
        onInvalidInput('A Polkadot extension account that is no SS58 account address was ignored');
        continue;
      }
      const { address: walletAddress, type } = parsed.data;
      if (network && restrictedElsewhere(parsed.data, network)) continue;
      const address = network ? accountOn(walletAddress, network.caipNetworkId) : walletAddress;
      if (address === undefined || walletAddresses.has(address)) continue;
      walletAddresses.set(address, walletAddress);
      records.push({
        namespace: 'polkadot',
        address,
        type: 'eoa',
        // An sr25519 or ed25519 account id is its public key; an ecdsa one is the key's hash, which shows no key.
        ...((type === 'sr25519' || type === 'ed25519') && { publicKey: u8aToHex(accountId) }),
      });
    }
    return { records, walletAddresses };
  }

  /** Reads the accounts, remembering them as the ones last reported. */
  async function readAccounts(connection: ExtensionConnection): Promise<AccountRecord[]> {
    const enabled = await connection.enabled;
    const read = toRecords(await withinTime(() => enabled.getAccounts(), READ_TIMEOUT_MS).catch(rethrow), connection);
    if (!read) throw malformedAnswer();
    connection.walletAddresses = read.walletAddresses;
    connection.lastReported = JSON.stringify(read.records);
    return read.records;
  }

  return {
    // The accounts are shown for the network the modal is on: in its SS58 form, those kept for another chain left out.
    async connect(connector, _progress, network) {
      const connection = await connectionOf(connector, ENABLE_TIMEOUT_MS);
      await connection.enabled.catch(rethrow);
      connection.network = network ?? connection.network;
      const accounts = await readAccounts(connection);
      if (accounts.length === 0) throw new WalletRequestError(ErrorText.noAccountsShared, { notice: { key: 'error.noAccountsShared' } });
      // An extension is on no network of its own: the connection takes the network the modal is on.
      return { accounts } satisfies WalletSession;
    },

    // `enable` is the interface's only way in: a page the extension still trusts gets its accounts without a prompt, and
    // one it does not is asked no longer than a read takes, then counted as not connected.
    async syncConnection(connector, network) {
      try {
        const connection = await connectionOf(connector, READ_TIMEOUT_MS);
        connection.network = network ?? connection.network;
        const accounts = await readAccounts(connection);
        return accounts.length === 0 ? undefined : { accounts };
      } catch {
        return undefined;
      }
    },

    // The interface has no disconnect: the page forgets the extension, and asks it again on the next connect.
    async disconnect(connector) {
      connections.get(connector.connector.id)?.watchers.clear();
      connections.delete(connector.connector.id);
    },

    // Requests name no chain: switching is showing the accounts the network may use, in its SS58 form.
    async switchNetwork(connector, network) {
      const connection = connectedOf(connector);
      const enabled = await connection.enabled;
      const read = toRecords(await withinTime(() => enabled.getAccounts(), READ_TIMEOUT_MS).catch(rethrow), connection, network);
      if (!read) throw malformedAnswer();
      if (read.records.length === 0) {
        throw new WalletRequestError(ErrorText.chainNotSupported, {
          kind: 'unrecognizedChain',
          notice: { key: 'error.chainNotSupported' },
        });
      }
      const changed = JSON.stringify(read.records) !== connection.lastReported;
      connection.network = network;
      connection.walletAddresses = read.walletAddresses;
      connection.lastReported = JSON.stringify(read.records);
      if (changed) for (const watcher of connection.watchers) watcher.accountsChanged(read.records);
    },

    async watchSession(connector, events) {
      const connection = connectedOf(connector);
      const enabled = await connection.enabled;
      connection.watchers.add(events);
      let unsubscribe: unknown;
      try {
        unsubscribe = enabled.subscribeAccounts((accounts) => {
          if (!connection.watchers.has(events)) return;
          const read = toRecords(accounts, connection);
          if (!read) return onInvalidInput('A Polkadot extension accounts update that is no list was ignored');
          const reported = JSON.stringify(read.records);
          if (reported === connection.lastReported) return;
          connection.walletAddresses = read.walletAddresses;
          connection.lastReported = reported;
          events.accountsChanged(read.records);
        });
      } catch {
        onInvalidInput('A Polkadot extension refused an accounts subscription');
      }
      return () => {
        connection.watchers.delete(events);
        try {
          if (typeof unsubscribe === 'function') unsubscribe();
        } catch {
          onInvalidInput('A Polkadot extension failed to end an accounts subscription');
        }
      };
    },

    async signMessage(connector, { address, message }) {
      const connection = connectedOf(connector);
      const { signRaw } = await connection.enabled;
      if (!signRaw) {
        throw new WalletRequestError(ErrorText.signMessageFailed, {
          kind: 'unsupportedMethod',
          notice: { key: 'error.signMessageFailed' },
        });
      }
      const walletAddress = connection.walletAddresses.get(address);
      if (walletAddress === undefined) throw new WalletRequestError(undefined, { kind: 'unauthorized' });
      let answer: unknown;
      try {
        // The extension signs the bytes wrapped in <Bytes>…</Bytes>, which verifiers expect (signIn.ts).
        answer = await signRaw({ address: walletAddress, data: u8aToHex(stringToU8a(message)), type: 'bytes' });
      } catch (error) {
        if (refusalCode(error) === WalletErrorCode.userRejected) {
          throw new WalletRequestError(ErrorText.signatureDeclined, {
            code: WalletErrorCode.userRejected,
            notice: { key: 'error.signatureDeclined' },
          });
        }
        throw new WalletRequestError(ErrorText.signMessageFailed, { notice: { key: 'error.signMessageFailed' } });
      }
      const parsed = signatureSchema.safeParse(answer);
      if (!parsed.success) {
        throw new WalletRequestError(ErrorText.signMessageFailed, { kind: 'malformedAnswer', notice: { key: 'error.signMessageFailed' } });
      }
      // 0x-hex, as Polkadot wallets and verifiers write a signature.
      return parsed.data.signature.toLowerCase();
    },
  };
}
