/** @jest-environment node */
// The bip122 namespace of a WalletConnect session, served by the adapter as a sats-connect provider; the Dev Wallet's
// Bitcoin side over WalletConnect plays the phone in-process.
import type { ProposalTypes, Verify } from '@walletconnect/types';
import { bitcoinWalletConnectFamily } from '../../devWallet/bitcoinWalletConnect';
import { createDevWallet } from '../../devWallet/devWallet';
import { ErrorText } from '../../errors';
import type { DiscoveredConnector } from '../types';
import type { WalletConnectClient } from '../walletConnect/session';
import { createBitcoinAdapter } from './bitcoinAdapter';
import { verifyMessageSignature } from './messageSignature';
import { bitcoinWalletConnect } from './walletConnect';

const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328' as const;

/** The Dev Wallet as the phone, and a live session granting what its bip122 family grants; `tamper` plays a lying wallet. */
async function session({ tamper }: { tamper?: (answer: unknown) => unknown } = {}) {
  let refusing = false;
  const dev = createDevWallet({
    chain: { id: 31337, name: 'Anvil A', rpcUrl: 'http://127.0.0.1:9' },
    approve: () => !refusing,
    bitcoin: { chain: { id: REGTEST, name: 'Bitcoin Regtest' } },
  });
  const family = bitcoinWalletConnectFamily(dev, REGTEST);
  const proposal = {
    optionalNamespaces: { bip122: { chains: [REGTEST], methods: bitcoinWalletConnect.methods, events: [] } },
  } as unknown as ProposalTypes.Struct;
  const granted = family.grant(proposal);
  if (!granted) throw new Error('The phone granted nothing');
  await family.connect?.();
  let accounts = granted.accounts;
  const listeners = new Map<string, Set<() => void>>();
  const emit = (event: string) => {
    for (const listener of listeners.get(event) ?? []) listener();
  };
  const client = {
    hasSession: () => true,
    peer: () => undefined,
    namespaces: () => ['bip122'],
    accounts: (namespace: string) => (namespace === 'bip122' ? accounts : []),
    methods: (namespace: string) => (namespace === 'bip122' ? granted.methods : []),
    pair: async () => {},
    async request(chainId: string, method: string, params: unknown) {
      const request = { id: 1, topic: 't', chainId, method, params, dapp: {} as never, verifyContext: {} as Verify.Context };
      try {
        const answer = await family.answer(request);
        return tamper ? tamper(answer) : answer;
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
  const connector: DiscoveredConnector = {
    connector: { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'bip122' },
    getProvider: async () => bitcoinWalletConnect.provider(client),
  };
  const address = dev.bitcoin?.addresses[0] as string;
  const refuse = () => {
    refusing = true;
  };
  return {
    dev,
    connector,
    address,
    refuse,
    update: (next: string[]) => {
      accounts = next;
      emit('session_update');
    },
    end: () => emit('session_delete'),
  };
}

describe('bip122 over WalletConnect', () => {
  it('asks the proposal for signMessage and signPsbt', async () => {
    expect(await createBitcoinAdapter().walletConnect?.()).toMatchObject({ methods: ['signMessage', 'signPsbt'], events: [] });
  });

  it('restores the session’s regtest account as a payment account and signs with signMessage: a BIP-322 signature that verifies', async () => {
    const adapter = createBitcoinAdapter();
    const { connector, address } = await session();
    expect(await adapter.syncConnection(connector)).toEqual({
      accounts: [{ namespace: 'bip122', address, type: 'payment' }],
      chainId: '0f9188f13cb7b2c71f2a335e3a4fc328',
    });
    const signature = await adapter.signMessage(connector, { address, message: 'hello' });
    expect(await verifyMessageSignature(address, 'hello', signature)).toBe(true);
    expect(await verifyMessageSignature(address, 'hellO', signature)).toBe(false);
  });

  it('refuses a signature that does not verify, and reads the phone’s refusal (5000) as "Signature declined"', async () => {
    const adapter = createBitcoinAdapter();
    const lying = await session({
      tamper: (answer) => ({
        ...(answer as object),
        signature:
          'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
      }),
    });
    await expect(adapter.signMessage(lying.connector, { address: lying.address, message: 'hello' })).rejects.toMatchObject({
      message: ErrorText.signMessageFailed,
      kind: 'malformedAnswer',
    });
    const refusing = await session();
    refusing.refuse();
    await expect(adapter.signMessage(refusing.connector, { address: refusing.address, message: 'x' })).rejects.toMatchObject({
      message: ErrorText.signatureDeclined,
      kind: 'userRejected',
    });
  });

  it('follows the session’s accounts through session_update, not other namespaces’ updates, and disconnects when it ends', async () => {
    const adapter = createBitcoinAdapter();
    const { connector, dev, update, end } = await session();
    const changes: string[][] = [];
    let disconnected = 0;
    const stop = await adapter.watchSession(connector, {
      accountsChanged: (accounts) => changes.push(accounts.map((account) => account.address)),
      chainChanged: () => {},
      disconnected: () => {
        disconnected += 1;
      },
    });
    const second = dev.bitcoin?.addresses[1] as string;
    update([`${REGTEST}:${second}`]);
    update([`${REGTEST}:${second}`]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    end();
    stop();
    expect(changes).toEqual([[second]]);
    expect(disconnected).toBe(1);
  });
});
