import { type Relay, startRelay } from '../../tools/relay.ts';
import { WALLET_CONNECT_CONNECTOR_ID, type WalletConnectService } from '../adapters/walletConnect/connector';
import type { WalletConnectClient } from '../adapters/walletConnect/session';
import type { WalletModalConfig } from '../config/config';
import type { Network } from '../config/networks';
import { createWalletConnectDevWallet, type WalletConnectDevWalletOptions } from '../devWallet/walletConnectDevWallet';
import { selectActiveNativeBalance } from '../features/account/accountSelectors';
import type { ScopedStore } from '../store/scopedStore';
import { connectRequested } from '../store/slices/connectionSlice';
import { memoryStorage } from '../utils/storage';
import { createTestDevWallet } from './devWallet';
import { createHostStore, waitForState } from './store';

/** The loopback relay for one test file, and every SDK client of the file closed after it. */
export function runLoopbackRelay(): { readonly url: string } {
  let relay: Relay | undefined;
  beforeAll(async () => {
    relay = await startRelay();
  });
  afterAll(() => relay?.close());
  closeWalletConnectClientsAfterAll();
  return {
    get url() {
      if (!relay) throw new Error('The relay is not running yet: use it inside a test');
      return relay.url;
    },
  };
}

/**
 * Stops every WalletConnect SDK client of this test process (their heartbeat and relay socket), so jest
 * can exit. The SDK keeps one Core per storage prefix on `globalThis`; nothing else here touches it.
 */
export function closeWalletConnectClientsAfterAll() {
  afterAll(async () => {
    const cores = Object.entries(globalThis)
      .filter(([key]) => key.startsWith('_walletConnectCore_') && !key.endsWith('_count'))
      .map(([, core]) => core as { heartbeat: { stop(): void }; relayer: { transportClose(): Promise<void> } });
    for (const core of cores) {
      core.heartbeat.stop();
      await core.relayer.transportClose().catch(() => undefined);
    }
  });
}

let phones = 0;

/**
 * A phone wallet (the Dev Wallet over WalletConnect) that is a device of its own: the SDK keeps one Core per storage
 * prefix in a realm, and phones sharing one would each hear, and refuse, the requests of the other's sessions.
 */
export function createTestPhone(options: WalletConnectDevWalletOptions) {
  return createWalletConnectDevWallet({ storagePrefix: `phone-${++phones}`, ...options });
}

/** The dapp (a host store with the wallet modal on `network`) and a phone wallet (the Dev Wallet over WalletConnect) on one relay. */
export async function createDappAndPhone({
  relayUrl,
  network,
  storage = memoryStorage(),
  config = {},
}: {
  relayUrl: string;
  network: Network;
  storage?: ReturnType<typeof memoryStorage>;
  /** More of the dapp's configuration (its sign-in, say). */
  config?: Partial<WalletModalConfig>;
}) {
  const host = createHostStore({ projectId: 'local', relayUrl, networks: [network], ...config }, { storage });
  const dev = createTestDevWallet(network);
  const phone = await createTestPhone({ wallet: dev.wallet, projectId: 'local', relayUrl, approveSession: () => true });
  return { ...host, dev, phone };
}

/** Connects the dapp to the phone over WalletConnect: the pairing the dapp showed, and its state once the account and balance are in. */
export async function pairWithPhone({ scoped, phone }: { scoped: ScopedStore; phone: { pair(uri: string): Promise<unknown> } }) {
  await waitForState(scoped, (state) => state.connectors.list.some((connector) => connector.id === WALLET_CONNECT_CONNECTOR_ID));
  scoped.dispatch(connectRequested({ connectorId: WALLET_CONNECT_CONNECTOR_ID }));
  const { pairing } = (await waitForState(scoped, (state) => state.connection.pairing.uri !== undefined, 10_000)).connection;
  await phone.pair(pairing.uri as string);
  const state = await waitForState(scoped, (current) => selectActiveNativeBalance(current)?.balance !== undefined, 10_000);
  return { pairing, state };
}

const FAKE_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/**
 * The modal's WalletConnect without a relay, for the pairing lifecycle: each `pair()` announces a fresh pairing URI
 * (`display_uri`, as the SDK does) and waits until the test plays the phone with `approve()` (an eip155 session on
 * chain 1) or `reject()`.
 */
export function createFakeWalletConnect() {
  const listeners = new Map<string, Set<(value: never) => void>>();
  const uris: string[] = [];
  let answer: { resolve: () => void; reject: (error: Error) => void } | undefined;
  let sessionOpen = false;
  const client: WalletConnectClient = {
    hasSession: () => sessionOpen,
    peer: () => undefined,
    namespaces: () => (sessionOpen ? ['eip155'] : []),
    accounts: (namespace) => (sessionOpen && namespace === 'eip155' ? [`eip155:1:${FAKE_ADDRESS}`] : []),
    methods: (namespace) => (sessionOpen && namespace === 'eip155' ? ['personal_sign'] : []),
    pair() {
      if (sessionOpen) return Promise.resolve();
      const uri = `wc:${String(uris.length + 1).padStart(64, '0')}@2?relay-protocol=irn&symKey=${'cd'.repeat(32)}`;
      uris.push(uri);
      const approved = new Promise<void>((resolve, reject) => {
        answer = { resolve, reject };
      });
      for (const listener of listeners.get('display_uri') ?? []) listener(uri as never);
      return approved;
    },
    request: async (_chainId, method) => {
      throw Object.assign(new Error(`${method} is not supported`), { code: 4200 });
    },
    setDefaultChain: () => {},
    disconnect: async () => {
      sessionOpen = false;
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener as (value: never) => void);
      listeners.set(event, set);
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener as (value: never) => void);
    },
  };
  const service: WalletConnectService = {
    connector: { id: WALLET_CONNECT_CONNECTOR_ID, name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155', installed: true },
    client: async () => client,
  };
  return {
    service,
    address: FAKE_ADDRESS,
    /** Every pairing URI made so far, oldest first. */
    uris,
    approve() {
      sessionOpen = true;
      answer?.resolve();
    },
    reject() {
      answer?.reject(Object.assign(new Error('User rejected.'), { code: 5000 }));
    },
  };
}
