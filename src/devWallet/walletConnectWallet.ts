import { SignClient } from '@walletconnect/sign-client';
import type { ProposalTypes } from '@walletconnect/types';
import { createWalletConnectCore } from '../adapters/walletConnect/core';
import { walletConnectStorage } from '../adapters/walletConnect/storage';
import { type KeyValueStorage, memoryStorage } from '../store/storage';
import type { DevWallet } from './devWallet';

export interface WalletConnectWalletOptions {
  wallet: DevWallet;
  projectId: string;
  relayUrl: string;
  storage?: KeyValueStorage;
  /** The user's answer to a session proposal (the page shows dapp name, chains and methods). */
  approveSession: (proposal: ProposalTypes.Struct) => boolean | Promise<boolean>;
}

const SUPPORTED_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_accounts',
  'eth_chainId',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
];

/**
 * The Dev Wallet reached over WalletConnect, as a mobile wallet would be: it pairs with a `wc:` URI,
 * answers proposals and passes each session request to the Dev Wallet (which asks its user again).
 */
export async function createWalletConnectWallet({
  wallet,
  projectId,
  relayUrl,
  storage = memoryStorage(),
  approveSession,
}: WalletConnectWalletOptions) {
  const client = await SignClient.init({
    core: createWalletConnectCore({
      projectId,
      relayUrl,
      storage: walletConnectStorage(storage, 'dev-wallet/wc/') as never,
      customStoragePrefix: 'dev-wallet',
      logger: 'silent',
    }),
    metadata: { name: 'Dev Wallet', description: 'The redux-wallet-modal development wallet', url: 'http://127.0.0.1', icons: [] },
    logger: 'silent',
  });

  client.on('session_proposal', async ({ id, params }) => {
    const requested = { ...params.optionalNamespaces, ...params.requiredNamespaces }.eip155;
    if (!requested || !(await approveSession(params))) {
      await client.reject({ id, reason: { code: 5000, message: 'User rejected.' } });
      return;
    }
    const [address] = (await wallet.provider.request({ method: 'eth_requestAccounts' })) as string[];
    const chains = requested.chains ?? [];
    await client.approve({
      id,
      namespaces: {
        eip155: {
          chains,
          accounts: chains.map((chain) => `${chain}:${address}`),
          methods: requested.methods.filter((method) => SUPPORTED_METHODS.includes(method)),
          events: requested.events.filter((event) => event === 'chainChanged' || event === 'accountsChanged'),
        },
      },
    });
  });

  client.on('session_request', async ({ id, topic, params }) => {
    try {
      const result = await wallet.provider.request(params.request);
      await client.respond({ topic, response: { id, jsonrpc: '2.0', result } });
    } catch (error) {
      const { code = 5000, message = 'Request failed' } = error as { code?: number; message?: string };
      await client.respond({ topic, response: { id, jsonrpc: '2.0', error: { code, message } } });
    }
  });

  return {
    client,
    pair: (uri: string) => client.pair({ uri }),
    /** Ends every session from the wallet's side. */
    disconnectAll: () =>
      Promise.all(
        client.session.getAll().map(({ topic }) => client.disconnect({ topic, reason: { code: 6000, message: 'User disconnected.' } })),
      ),
  };
}
