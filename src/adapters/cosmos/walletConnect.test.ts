/** @jest-environment node */
// The cosmos namespace of a WalletConnect session, served by the adapter as a Keplr-style wallet; the Dev Wallet's
// Cosmos side over WalletConnect plays the phone in-process.
import type { ProposalTypes, Verify } from '@walletconnect/types';
import type { Network } from '../../config/networks';
import { cosmosWalletConnectFamily } from '../../devWallet/cosmosWalletConnect';
import { createDevWallet } from '../../devWallet/devWallet';
import { ErrorText } from '../../errors';
import type { DiscoveredConnector } from '../types';
import type { WalletConnectClient } from '../walletConnect/session';
import { readStdSignature, verifyAdr036 } from './adr036';
import { createCosmosAdapter } from './cosmosAdapter';
import type { CosmosWalletMethods } from './cosmosWallet';
import { cosmosWalletConnect } from './walletConnect';

const CHAIN = 'cosmos:localnet-1' as const;
const LOCAL: Network = {
  id: 'localnet-1',
  name: 'Cosmos Local',
  nativeCurrency: { name: 'Atom', symbol: 'ATOM', decimals: 6 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
  chainNamespace: 'cosmos',
  caipNetworkId: CHAIN,
  testnet: true,
};

/** The Dev Wallet as the phone, and a live session granting what its cosmos family grants; `requests` lists what it was asked. */
async function session({ tamper }: { tamper?: (method: string, answer: unknown) => unknown } = {}) {
  let refusing = false;
  const dev = createDevWallet({
    chain: { id: 31337, name: 'Anvil A', rpcUrl: 'http://127.0.0.1:9' },
    approve: () => !refusing,
    cosmos: { chain: { id: 'localnet-1', name: 'Cosmos Local' } },
  });
  const family = cosmosWalletConnectFamily(dev, CHAIN);
  const proposal = {
    optionalNamespaces: { cosmos: { chains: [CHAIN], methods: cosmosWalletConnect.methods, events: [] } },
  } as unknown as ProposalTypes.Struct;
  const granted = family.grant(proposal);
  if (!granted) throw new Error('The phone granted nothing');
  await family.connect?.();
  let accounts = granted.accounts;
  const requests: string[] = [];
  const listeners = new Map<string, Set<() => void>>();
  const emit = (event: string) => {
    for (const listener of listeners.get(event) ?? []) listener();
  };
  const client = {
    hasSession: () => true,
    peer: () => undefined,
    namespaces: () => ['cosmos'],
    accounts: (namespace: string) => (namespace === 'cosmos' ? accounts : []),
    methods: (namespace: string) => (namespace === 'cosmos' ? granted.methods : []),
    pair: async () => {},
    async request(chainId: string, method: string, params: unknown) {
      requests.push(method);
      const request = { id: 1, topic: 't', chainId, method, params, dapp: {} as never, verifyContext: {} as Verify.Context };
      try {
        const answer = await family.answer(request);
        return tamper ? tamper(method, answer) : answer;
      } catch (error) {
        // As WalletConnect carries a refusal: 5000.
        throw (error as { code?: number }).code === 4001 ? { code: 5000, message: 'User rejected.' } : error;
      }
    },
    setDefaultChain: () => {},
    disconnect: async () => {},
    on: (event: string, listener: () => void) => listeners.set(event, (listeners.get(event) ?? new Set()).add(listener)),
    removeListener: (event: string, listener: () => void) => listeners.get(event)?.delete(listener),
  } as unknown as WalletConnectClient;
  // One provider a session, as the modal's session connector keeps it.
  const provider = cosmosWalletConnect.provider(client);
  const connector: DiscoveredConnector = {
    connector: { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'cosmos' },
    getProvider: async () => provider,
  };
  return {
    dev,
    connector,
    requests,
    address: dev.cosmos?.addresses[0] as string,
    refuse: () => {
      refusing = true;
    },
    update: (next: string[]) => {
      accounts = next;
      emit('session_update');
    },
    end: () => {
      accounts = [];
      emit('session_delete');
    },
  };
}

const adapter = () => createCosmosAdapter() as ReturnType<typeof createCosmosAdapter> & Pick<CosmosWalletMethods, 'syncConnection'>;

describe('cosmos over WalletConnect', () => {
  it('asks the proposal for cosmos_getAccounts, cosmos_signDirect and cosmos_signAmino; the Dev Wallet grants what it serves', async () => {
    expect(await createCosmosAdapter().walletConnect?.()).toMatchObject({
      methods: ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'],
      events: [],
    });
    const { dev } = await session();
    const granted = cosmosWalletConnectFamily(dev, CHAIN).grant({
      optionalNamespaces: { cosmos: { chains: [CHAIN], methods: cosmosWalletConnect.methods, events: [] } },
    } as unknown as ProposalTypes.Struct);
    expect(granted?.methods).toEqual(['cosmos_getAccounts', 'cosmos_signAmino']);
  });

  it('restores the session’s account with its key from cosmos_getAccounts (asked once), and signs ADR-036 with cosmos_signAmino: a StdSignature that verifies', async () => {
    const cosmos = adapter();
    const { connector, address, requests } = await session();
    const restored = await cosmos.syncConnection(connector, LOCAL);
    expect(restored?.accounts).toEqual([
      { namespace: 'cosmos', address, type: 'eoa', publicKey: expect.stringMatching(/^0[23][0-9a-f]{64}$/) },
    ]);
    await cosmos.syncConnection(connector, LOCAL);
    const signature = readStdSignature(JSON.parse(await cosmos.signMessage(connector, { address, message: 'hello' })));
    expect(await verifyAdr036(address, 'hello', signature as never)).toBe(true);
    expect(await verifyAdr036(address, 'hellO', signature as never)).toBe(false);
    expect(requests).toEqual(['cosmos_getAccounts', 'cosmos_signAmino']);
  });

  it('refuses a signature of another document, a key of another account, and reads the phone’s refusal (5000) as "Signature declined"', async () => {
    const cosmos = adapter();
    const lying = await session({
      tamper: async (method, answer) => {
        if (method !== 'cosmos_signAmino') return answer;
        const { adr036SignDoc } = await import('./adr036');
        const { Secp256k1HdWallet } = await import('@cosmjs/amino');
        const { COSMOS_TEST_MNEMONIC } = await import('../../devWallet/cosmosDevWallet');
        const wallet = await Secp256k1HdWallet.fromMnemonic(COSMOS_TEST_MNEMONIC);
        const [account] = await wallet.getAccounts();
        return wallet.signAmino(account?.address as string, adr036SignDoc(account?.address as string, 'something else'));
      },
    });
    await cosmos.syncConnection(lying.connector, LOCAL);
    await expect(cosmos.signMessage(lying.connector, { address: lying.address, message: 'hello' })).rejects.toMatchObject({
      message: ErrorText.signMessageFailed,
      kind: 'malformedAnswer',
    });

    const otherKey = await session({
      tamper: (method, answer) =>
        method === 'cosmos_getAccounts'
          ? [{ ...(answer as object[])[0], address: 'cosmos1erxf3sa9q2j4vgseu7jq4a258ckmk7cy076t8z' }]
          : answer,
    });
    await expect(cosmos.connect(otherKey.connector, undefined, LOCAL)).rejects.toMatchObject({ kind: 'malformedAnswer' });

    const refusing = await session();
    await cosmos.syncConnection(refusing.connector, LOCAL);
    refusing.refuse();
    await expect(cosmos.signMessage(refusing.connector, { address: refusing.address, message: 'x' })).rejects.toMatchObject({
      message: ErrorText.signatureDeclined,
    });
  });

  it('follows the session’s account through session_update, and disconnects when the session ends', async () => {
    const cosmos = adapter();
    const { connector, dev, update, end } = await session();
    await cosmos.syncConnection(connector, LOCAL);
    const changes: string[][] = [];
    let disconnected = 0;
    const stop = await cosmos.watchSession(connector, {
      accountsChanged: (accounts) => changes.push(accounts.map((account) => account.address)),
      chainChanged: () => {},
      disconnected: () => {
        disconnected += 1;
      },
    });
    // The Dev Wallet's Cosmos side tells a page of the pick with a window event: Node has no window, so one stands in.
    const globals = globalThis as { window?: unknown };
    globals.window = new EventTarget();
    try {
      dev.selectAccount(1);
    } finally {
      delete globals.window;
    }
    update([`${CHAIN}:${dev.cosmos?.addresses[1]}`]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    end();
    await new Promise((resolve) => setTimeout(resolve, 50));
    stop();
    expect(changes).toEqual([[dev.cosmos?.addresses[1]]]);
    expect(disconnected).toBe(1);
  });
});
