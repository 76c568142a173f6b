// The WalletConnect side of a connection, over `@walletconnect/universal-provider`. Loaded on demand only:
// when the user picks WalletConnect or a stored WalletConnect session must be restored.
import { UniversalProvider } from '@walletconnect/universal-provider';
import type { Network } from '../../config/networks';
import type { KeyValueStorage } from '../../utils/storage';
import type { Eip1193Provider } from '../evm/eip1193';
import { isUnsupportedMethod, parseChainId, toHexChainId } from '../evm/eip1193';
import { WalletRequestError } from '../types';
import { createWalletConnectCore } from './core';
import { walletConnectNamespaces } from './namespaces';
import { walletConnectStorage } from './storage';

export interface WalletConnectOptions {
  projectId: string;
  relayUrl: string;
  metadata: { name: string; description: string; url: string; icons: string[] };
  networks: readonly Network[];
  storage: KeyValueStorage;
}

type Listener = (value: unknown) => void;

const eip155Accounts = (session: { namespaces: Record<string, { accounts: string[] }> } | undefined) =>
  (session?.namespaces.eip155?.accounts ?? []).map((account) => account.split(':'));

/**
 * An EIP-1193 view of a WalletConnect session's eip155 namespace: `eth_requestAccounts` pairs (or reuses
 * the restored session) and emits `display_uri` with the pairing URI, as WalletConnect's own EIP-1193
 * provider does; `wallet_revokePermissions` ends the session; other calls go to the wallet.
 */
export async function createWalletConnectProvider(options: WalletConnectOptions): Promise<Eip1193Provider> {
  const universal = await UniversalProvider.init({
    core: createWalletConnectCore({
      projectId: options.projectId,
      relayUrl: options.relayUrl,
      storage: walletConnectStorage(options.storage, '@redux-wallet-modal/wc/') as never,
      customStoragePrefix: 'redux-wallet-modal',
      logger: 'silent',
    }),
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    // A copy: the SDK rewrites `metadata.url` to the page's origin, and ours is frozen Redux state.
    metadata: structuredClone(options.metadata),
    logger: 'silent',
  });
  const namespaces = walletConnectNamespaces(options.networks);
  const listeners = new Map<string, Set<Listener>>();
  const emit = (event: string, value: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(value);
  };
  let chainId = Number(eip155Accounts(universal.session)[0]?.[1] ?? 0);

  universal.on('display_uri', (uri: string) => emit('display_uri', uri));
  universal.on('session_delete', () => emit('disconnect', new WalletRequestError('The wallet ended the session.', 4900)));
  universal.on('accountsChanged', (accounts: string[]) => emit('accountsChanged', accounts));
  universal.on('chainChanged', (value: number | string) => {
    chainId = Number(value);
    emit('chainChanged', toHexChainId(chainId));
  });

  const accounts = () => {
    const known = eip155Accounts(universal.session);
    const onChain = known.filter(([, chain]) => Number(chain) === chainId);
    return [...new Set((onChain.length ? onChain : known).map(([, , address]) => address))];
  };

  return {
    async request({ method, params }) {
      switch (method) {
        case 'eth_requestAccounts': {
          if (!universal.session) {
            const session = await universal.connect({ optionalNamespaces: namespaces as never });
            if (!session) throw new WalletRequestError('The wallet did not approve the session.', 4001);
          }
          chainId = Number(eip155Accounts(universal.session)[0]?.[1] ?? 0);
          return accounts();
        }
        case 'eth_accounts':
          return universal.session ? accounts() : [];
        case 'eth_chainId':
          return toHexChainId(chainId);
        case 'wallet_revokePermissions':
          if (universal.session) await universal.disconnect();
          return null;
        case 'wallet_switchEthereumChain': {
          const target = parseChainId((params as [{ chainId?: unknown }] | undefined)?.[0]?.chainId);
          const approved = target !== undefined && eip155Accounts(universal.session).some(([, chain]) => Number(chain) === target);
          if (!approved) throw new WalletRequestError(`Unrecognized chain ID ${target}`, 4902);
          // The session already grants the chain; a wallet without the method still follows the default chain.
          await universal.request({ method, params: params as never }, `eip155:${chainId}`).catch((error: unknown) => {
            if (!isUnsupportedMethod(error)) throw error;
          });
          chainId = target;
          universal.setDefaultChain(`eip155:${target}`);
          emit('chainChanged', toHexChainId(target));
          return null;
        }
        default:
          return universal.request({ method, params: params as never }, `eip155:${chainId}`);
      }
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener as Listener);
      listeners.set(event, set);
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener as Listener);
    },
  };
}
