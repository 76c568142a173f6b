import { generateKeyPairSync, sign, verify } from 'node:crypto';
import type { ChainAdapter, WalletConnectClient } from '../adapters/types';
import { joinedWalletConnectConnector } from '../adapters/walletConnect/connector';
import type { Network } from '../config/networks';
import type { ChainNamespace } from '../constants';
import type { WalletConnectFamily } from '../devWallet/walletConnectDevWallet';
import { createFakeEvmAdapter } from './fakeAdapter';

// The WalletConnect Solana method name (the dapp proposes it for the namespace); this family encodes in hex, not base58.
const SIGN_METHOD = 'solana_signMessage';
const hex = (text: string) => Buffer.from(text, 'utf8').toString('hex');

/**
 * A second chain family for WalletConnect tests, before a real one exists: an ed25519 account the phone grants
 * in `network`'s namespace beside eip155, and the dapp-side adapter that joins it and has the phone sign with it.
 */
export function createTestFamily(network: Network) {
  const namespace = network.chainNamespace as ChainNamespace;
  const keys = generateKeyPairSync('ed25519');
  const address = (keys.publicKey.export({ format: 'jwk' }).x as string).replace(/[^\w]/g, '');
  const account = `${network.caipNetworkId}:${address}`;

  const wallet: WalletConnectFamily = {
    namespace,
    grant: (proposal) => {
      const requested = proposal.optionalNamespaces?.[namespace];
      if (!requested?.chains?.includes(network.caipNetworkId)) return undefined;
      return { chains: [network.caipNetworkId], accounts: [account], methods: [SIGN_METHOD], events: [] };
    },
    answer: async ({ method, params }) => {
      if (method !== SIGN_METHOD) throw Object.assign(new Error(`${method} is not supported`), { code: 4200 });
      const { message } = params as { message: string };
      return { signature: sign(null, Buffer.from(message, 'hex'), keys.privateKey).toString('hex') };
    },
  };

  const sessionOf = (connector: { getProvider: () => Promise<unknown> }) => connector.getProvider() as Promise<WalletConnectClient>;
  const adapter: ChainAdapter = {
    ...createFakeEvmAdapter(),
    namespace,
    // Its addresses are the key's base64url letters; it reads balances.
    family: {
      namespace,
      isAddress: (text) => /^\w+$/.test(text),
      normalAddress: (text) => text,
      defaultAccountType: 'eoa',
      capabilities: ['balance'],
    },
    // An empty account: the family's chain is not run by the test.
    getNativeBalance: async () => ({ balance: '0', symbol: network.nativeCurrency.symbol }),
    walletConnectConnector: (client) => joinedWalletConnectConnector(namespace, client, () => client),
    async syncConnection(connector) {
      const granted = (await sessionOf(connector)).accounts(namespace).map((entry) => entry.split(':'));
      const [first] = granted;
      if (!first) return undefined;
      return {
        accounts: granted.map(([, , value]) => ({ namespace, address: value as string, type: 'eoa' })),
        chainId: first[1] as string,
      };
    },
    async signMessage(connector, { address: signer, message }) {
      const result = await (await sessionOf(connector)).request(network.caipNetworkId, SIGN_METHOD, {
        message: hex(message),
        pubkey: signer,
      });
      return (result as { signature: string }).signature;
    },
    disconnect: async (connector) => (await sessionOf(connector)).disconnect(),
    async watchSession(connector, events) {
      const client = await sessionOf(connector);
      const ended = () => events.disconnected();
      client.on('session_delete', ended);
      return () => client.removeListener('session_delete', ended);
    },
  };

  return {
    wallet,
    adapter,
    address,
    /** Whether `signature` is this account's signature of `message`. */
    verify: (message: string, signature: string) => verify(null, Buffer.from(message), keys.publicKey, Buffer.from(signature, 'hex')),
  };
}
