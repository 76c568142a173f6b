import { generateKeyPairSync, sign, verify } from 'node:crypto';
import type { ChainAdapter, DiscoveredConnector, WalletSession } from '../../adapters/types';
import type { WalletConnectClient } from '../../adapters/walletConnect/session';
import type { Network } from '../../config/networks';
import type { WalletConnectFamily } from '../../devWallet/walletConnectDevWallet';
import { WalletErrorCode } from '../../errors';
import type { TransactionReceipt } from '../../model/receipt';
import { formatUnits } from '../../utils/units';

// The WalletConnect Solana method names (the modal proposes them for the namespace); this family encodes in hex.
const SIGN_METHOD = 'solana_signMessage';
const SEND_METHOD = 'solana_signAndSendTransaction';
const hex = (text: string) => Buffer.from(text, 'utf8').toString('hex');

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
/** Bytes as base58, the form of a Solana address. */
function base58(bytes: Uint8Array): string {
  let value = BigInt(`0x${Buffer.from(bytes).toString('hex')}`);
  let text = '';
  while (value > 0n) {
    text = (BASE58[Number(value % 58n)] as string) + text;
    value /= 58n;
  }
  const zeros = bytes.findIndex((byte) => byte !== 0);
  return '1'.repeat(zeros === -1 ? bytes.length : zeros) + text;
}

/** How the family's adapter reaches its wallet: the same calls in the page and over a WalletConnect session. */
interface FamilyProvider {
  accounts(): string[];
  request(method: string, params: unknown): Promise<unknown>;
  /** Calls `listener` when the wallet ends the connection; returns a stop function. */
  onEnded(listener: () => void): () => void;
  disconnect(): Promise<void>;
}

/**
 * A chain family defined in the tests, on `network`'s namespace, built on the `ChainAdapter` contract alone: an
 * ed25519 account on a chain kept in memory (its ledger), a wallet in the page that holds the key, and the same
 * wallet on a phone over WalletConnect (`wallet`, for the Dev Wallet's `families`).
 */
export function createTestFamily(network: Network, { balance = 5_000_000_000n } = {}) {
  const namespace = network.chainNamespace;
  const keys = generateKeyPairSync('ed25519');
  // The raw public key is the last 32 bytes of its DER form.
  const address = base58(keys.publicKey.export({ format: 'der', type: 'spki' }).subarray(-32));
  const ledger = new Map<string, bigint>([[address, balance]]);
  // The chain includes each transfer in a slot of its own at once.
  const receipts = new Map<string, TransactionReceipt>();

  /** The wallet holding the key: what it does for a request, in the page or on the phone. */
  async function answer(method: string, params: unknown): Promise<unknown> {
    if (method === SIGN_METHOD) {
      const { message } = params as { message: string };
      return { signature: sign(null, Buffer.from(message, 'hex'), keys.privateKey).toString('hex') };
    }
    if (method === SEND_METHOD) {
      const { from, to, amount } = params as { from: string; to: string; amount: string };
      const held = ledger.get(from) ?? 0n;
      if (from !== address || held < BigInt(amount)) throw Object.assign(new Error('Insufficient funds.'), { code: -32002 });
      ledger.set(from, held - BigInt(amount));
      ledger.set(to, (ledger.get(to) ?? 0n) + BigInt(amount));
      const signature = sign(null, Buffer.from(`${from}:${to}:${amount}:${receipts.size}`), keys.privateKey).toString('hex');
      receipts.set(signature, { id: signature, status: 'success', includedIn: { slot: String(receipts.size + 1) } });
      return { signature };
    }
    throw Object.assign(new Error(`${method} is not supported`), { code: WalletErrorCode.unsupportedMethod });
  }

  let pageConnected = false;
  const pageWallet: FamilyProvider = {
    accounts: () => (pageConnected ? [address] : []),
    request: (method, params) => answer(method, params),
    onEnded: () => () => {},
    disconnect: async () => {
      pageConnected = false;
    },
  };

  const sessionProvider = (client: WalletConnectClient): FamilyProvider => ({
    accounts: () => client.accounts(namespace).map((account) => account.split(':')[2] as string),
    request: (method, params) => client.request(network.caipNetworkId, method, params),
    onEnded(listener) {
      client.on('session_delete', listener);
      return () => client.removeListener('session_delete', listener);
    },
    disconnect: () => client.disconnect(),
  });

  const wallet: WalletConnectFamily = {
    namespace,
    grant: (proposal) => {
      const requested = proposal.optionalNamespaces?.[namespace];
      if (!requested?.chains?.includes(network.caipNetworkId)) return undefined;
      return {
        chains: [network.caipNetworkId],
        accounts: [`${network.caipNetworkId}:${address}`],
        methods: [SIGN_METHOD, SEND_METHOD],
        events: [],
      };
    },
    answer: ({ method, params }) => answer(method, params),
  };

  const provider = (connector: DiscoveredConnector) => connector.getProvider() as Promise<FamilyProvider>;
  const session = (accounts: string[]): WalletSession | undefined =>
    accounts.length === 0
      ? undefined
      : { accounts: accounts.map((account) => ({ namespace, address: account, type: 'eoa' })), chainId: network.id };

  const adapter: ChainAdapter = {
    namespace,
    // Its addresses are base58 public keys, as Solana's are; it reads balances and sends.
    family: {
      namespace,
      isAddress: (text) => /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(text),
      normalAddress: (text) => text,
      defaultAccountType: 'eoa',
      capabilities: ['balance', 'send'],
    },
    discoverConnectors(found) {
      found([
        {
          connector: { id: 'testFamilyWallet', name: 'Test Family Wallet', type: 'ANNOUNCED', chain: namespace, installed: true },
          getProvider: async () => pageWallet,
        },
      ]);
      return () => {};
    },
    async connect(connector) {
      if ((await provider(connector)) === pageWallet) pageConnected = true;
      const connected = session((await provider(connector)).accounts());
      if (!connected) throw new Error('The wallet shared no accounts.');
      return connected;
    },
    syncConnection: async (connector) => session((await provider(connector)).accounts()),
    disconnect: async (connector) => (await provider(connector)).disconnect(),
    // The family has one network.
    switchNetwork: async () => {},
    async watchSession(connector, events) {
      return (await provider(connector)).onEnded(() => events.disconnected());
    },
    getNativeBalance: async (owner, on) => ({
      balance: formatUnits(ledger.get(owner) ?? 0n, on.nativeCurrency.decimals),
      symbol: on.nativeCurrency.symbol,
    }),
    async signMessage(connector, { address: signer, message }) {
      const result = await (await provider(connector)).request(SIGN_METHOD, { message: hex(message), pubkey: signer });
      return (result as { signature: string }).signature;
    },
    async transfer(connector, { from, to, amount }) {
      const result = await (await provider(connector)).request(SEND_METHOD, { from, to, amount: amount.toString() });
      const { signature } = result as { signature: string };
      return { id: signature, findReceipt: async () => receipts.get(signature) };
    },
    walletConnect: async () => ({ methods: [SIGN_METHOD, SEND_METHOD], events: [], provider: sessionProvider }),
  };

  return {
    wallet,
    adapter,
    address,
    /** The family's chain: balances in its smallest unit. */
    ledger,
    /** Whether `signature` is this account's signature of `message`. */
    verify: (message: string, signature: string) => verify(null, Buffer.from(message), keys.publicKey, Buffer.from(signature, 'hex')),
  };
}
