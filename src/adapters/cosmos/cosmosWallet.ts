import type { Network } from '../../config/networks';
import { ErrorText, WalletErrorCode } from '../../errors';
import type { AccountRecord } from '../../model/account';
import { z } from '../../utils/zod';
import type { ChainAdapter, ConnectProgress, DiscoveredConnector, SessionEvents, WalletSession } from '../types';
import { WalletRequestError, walletErrorMessage } from '../walletRequestError';
import { bech32PrefixOf, chainIdOf } from './address';
import type { InjectedCosmosWallet, KeplrStyleWallet } from './discovery';
import { decodeCosmosAddress } from './family';

type BaseMethods = Required<
  Omit<
    ChainAdapter,
    | 'namespace'
    | 'family'
    | 'discoverConnectors'
    | 'walletConnect'
    | 'getWalletAssets'
    | 'grantPermissions'
    | 'revokePermissions'
    | 'getNativeBalance'
    | 'readTokenBalances'
    | 'sendTransaction'
    | 'transfer'
    | 'estimateNativeTransferFee'
  >
>;

/**
 * What the Cosmos adapter does once a wallet is involved. A Keplr-style wallet names a chain in every request and has
 * an address on each, so connecting and restoring take the network the connection is to be on.
 */
export interface CosmosWalletMethods extends BaseMethods {
  connect(connector: DiscoveredConnector, progress?: ConnectProgress, network?: Network): Promise<WalletSession>;
  syncConnection(connector: DiscoveredConnector, network?: Network): Promise<WalletSession | undefined>;
}

/** How long a wallet may take over what needs no one (reading the account, a request it answers without a prompt). */
export const SILENT_ANSWER_MS = 10_000;
/** How long a wallet may keep a prompt open before the request is given up: a wallet that never answers fails it. */
export const PROMPT_ANSWER_MS = 300_000;

const isBytes = (value: unknown, length: number) =>
  ArrayBuffer.isView(value) && (value as Uint8Array).BYTES_PER_ELEMENT === 1 && value.byteLength === length;
const bytes = (length: number) => z.custom<Uint8Array>((value) => isBytes(value, length));

/** A key as `getKey` answers it, for a chain of secp256k1 accounts: the compressed public key and the 20-byte account. */
const keySchema = z.object({
  algo: z.literal('secp256k1'),
  pubKey: bytes(33),
  address: bytes(20),
  bech32Address: z.string(),
});

const hex = (data: Uint8Array) => Array.from(data, (byte) => byte.toString(16).padStart(2, '0')).join('');
const sameBytes = (left: Uint8Array, right: Uint8Array) =>
  left.length === right.length && left.every((byte, index) => byte === right[index]);

const malformedAccounts = () =>
  new WalletRequestError(ErrorText.malformedAccounts, { kind: 'malformedAnswer', notice: { key: 'error.malformedAccounts' } });

/** The account `answer` (a `getKey` answer) is on `network`; a malformed key or one of another chain is refused. */
function toAccount(answer: unknown, network: Network): AccountRecord {
  const key = keySchema.safeParse(answer);
  if (!key.success) throw malformedAccounts();
  const { pubKey, address, bech32Address } = key.data;
  const decoded = decodeCosmosAddress(bech32Address);
  if (decoded?.prefix !== bech32PrefixOf(chainIdOf(network.caipNetworkId)) || !sameBytes(decoded.bytes, address)) {
    throw malformedAccounts();
  }
  return { namespace: 'cosmos', address: bech32Address.toLowerCase(), type: 'eoa', publicKey: hex(pubKey) };
}

/** The code a wallet's error carries; Keplr and Leap reject a declined prompt with the words "Request rejected" only. */
function codeOf(error: unknown): number | undefined {
  const code = (error as { code?: unknown } | undefined)?.code;
  if (typeof code === 'number') return code;
  return /^request rejected$/i.test(walletErrorMessage(error) ?? '') ? WalletErrorCode.userRejected : undefined;
}

const asWalletError = (error: unknown) =>
  error instanceof WalletRequestError ? error : new WalletRequestError(walletErrorMessage(error), { code: codeOf(error) });

/**
 * The wallet's answer to `request`, within `ms`; a wallet that throws, even before it returns a promise, rejects with
 * a WalletRequestError, and one that does not answer in time with `timedOut`.
 */
function answerOf<Answer>(request: () => Promise<Answer>, ms: number): Promise<Answer> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new WalletRequestError(ErrorText.walletDidNotAnswer, { kind: 'timedOut', notice: { key: 'error.walletDidNotAnswer' } })),
      ms,
    );
  });
  return Promise.race([Promise.resolve().then(request), late])
    .catch((error: unknown) => {
      throw asWalletError(error);
    })
    .finally(() => clearTimeout(timer));
}

/**
 * What a Cosmos connector's provider is: a wallet of the page, whose account changes come as window events, or one that
 * says itself when its account changes (the WalletConnect session, ./walletConnect).
 */
export type CosmosProvider = InjectedCosmosWallet & { onKeystoreChange?(listener: () => void): () => void };

const providerOf = (connector: DiscoveredConnector) => connector.getProvider() as Promise<CosmosProvider>;

function listenToWindow(event: string, listener: () => void): () => void {
  window.addEventListener(event, listener);
  return () => window.removeEventListener(event, listener);
}

function requireNetwork(network: Network | undefined): Network {
  if (network?.chainNamespace !== 'cosmos') {
    throw new WalletRequestError(ErrorText.chainRequiredTo('reach a Cosmos wallet'), { kind: 'invalidRequest' });
  }
  return network;
}

async function readAccount(wallet: KeplrStyleWallet, network: Network): Promise<AccountRecord> {
  return toAccount(await answerOf(() => wallet.getKey(chainIdOf(network.caipNetworkId)), SILENT_ANSWER_MS), network);
}

/**
 * The Cosmos adapter's wallet methods over Keplr-style wallets. A module of its own, loaded when a wallet is first
 * connected or restored (see cosmosAdapter.ts); signatures are checked with @cosmjs, loaded with the first.
 */
export function createCosmosWalletMethods(onInvalidInput: (reason: string) => void): CosmosWalletMethods {
  /** The network each connection (by connector id) is on: the chain its requests name. */
  const networks = new Map<string, Network>();
  /** The live watches of each connection, told when a switch moves it to another chain's address. */
  const watchers = new Map<string, Set<SessionEvents>>();

  function networkOf(connector: DiscoveredConnector): Network {
    return requireNetwork(networks.get(connector.connector.id));
  }

  return {
    // Keplr-style wallets have one account a chain, the one selected in the wallet.
    async connect(connector, _progress, network) {
      const target = requireNetwork(network);
      const { wallet } = await providerOf(connector);
      await answerOf(() => wallet.enable(chainIdOf(target.caipNetworkId)), PROMPT_ANSWER_MS);
      const account = await readAccount(wallet, target);
      networks.set(connector.connector.id, target);
      return { accounts: [account] };
    },

    // These wallets have no silent query: `enable` is answered without a prompt for a site the wallet still trusts. One
    // that prompts instead, refuses or does not answer soon is no connection.
    async syncConnection(connector, network) {
      const target = requireNetwork(network);
      const { wallet } = await providerOf(connector);
      try {
        await answerOf(() => wallet.enable(chainIdOf(target.caipNetworkId)), SILENT_ANSWER_MS);
      } catch {
        return undefined;
      }
      const account = await readAccount(wallet, target);
      networks.set(connector.connector.id, target);
      return { accounts: [account] };
    },

    async disconnect(connector) {
      const { wallet } = await providerOf(connector);
      const network = networks.get(connector.connector.id);
      networks.delete(connector.connector.id);
      // `disable` is optional in Keplr-style wallets: one without it keeps trusting the site until the user removes it.
      if (network) await answerOf(async () => wallet.disable?.(chainIdOf(network.caipNetworkId)), SILENT_ANSWER_MS);
    },

    // The wallet is asked to serve the chain; the account there has the chain's prefix, so the page hears of it.
    async switchNetwork(connector, network) {
      const target = requireNetwork(network);
      const { wallet } = await providerOf(connector);
      await answerOf(() => wallet.enable(chainIdOf(target.caipNetworkId)), PROMPT_ANSWER_MS);
      const account = await readAccount(wallet, target);
      networks.set(connector.connector.id, target);
      for (const events of watchers.get(connector.connector.id) ?? []) events.accountsChanged([account]);
    },

    // The wallet's account changed (another one selected, the site removed): it is read again on the connection's chain.
    async watchSession(connector, events) {
      const { wallet, keystoreEvent, onKeystoreChange } = await providerOf(connector);
      const id = connector.connector.id;
      let watching = true;
      const changed = async () => {
        const network = networks.get(id);
        if (!network) return;
        try {
          const account = await readAccount(wallet, network);
          if (watching) events.accountsChanged([account]);
        } catch (error) {
          if (!watching) return;
          if (error instanceof WalletRequestError && error.kind === 'malformedAnswer') {
            onInvalidInput(`A ${keystoreEvent} event was followed by a malformed key; the account stays as it was`);
          } else {
            // The wallet no longer shares an account with the site.
            events.disconnected();
          }
        }
      };
      const listening = watchers.get(id) ?? new Set();
      watchers.set(id, listening.add(events));
      const stopListening = onKeystoreChange?.(changed) ?? listenToWindow(keystoreEvent, changed);
      return () => {
        watching = false;
        listening.delete(events);
        stopListening();
      };
    },

    // An ADR-036 signature of the message as text, shown as Cosmos wallets write it: the `StdSignature` JSON.
    async signMessage(connector, { address, message }) {
      const network = networkOf(connector);
      const { wallet } = await providerOf(connector);
      let answer: unknown;
      try {
        answer = await answerOf(() => wallet.signArbitrary(chainIdOf(network.caipNetworkId), address, message), PROMPT_ANSWER_MS);
      } catch (error) {
        if (error instanceof WalletRequestError && error.kind === 'userRejected') {
          throw new WalletRequestError(ErrorText.signatureDeclined, { code: error.code, notice: { key: 'error.signatureDeclined' } });
        }
        throw error;
      }
      const { readStdSignature, verifyAdr036 } = await import('./adr036');
      const signature = readStdSignature(answer);
      if (!signature || !(await verifyAdr036(address, message, signature))) {
        throw new WalletRequestError(ErrorText.signMessageFailed, { kind: 'malformedAnswer', notice: { key: 'error.signMessageFailed' } });
      }
      return JSON.stringify(signature);
    },
  };
}
