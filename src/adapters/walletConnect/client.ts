// The WalletConnect session of the app, over `@walletconnect/universal-provider`. Loaded on demand only: when the
// user picks WalletConnect or a stored WalletConnect session must be restored.
import { UniversalProvider } from '@walletconnect/universal-provider';
import type { Network } from '../../config/networks';
import { CHAIN_NAMESPACES, type ChainNamespace } from '../../constants';
import { ErrorText, WalletErrorCode } from '../../errors';
import type { KeyValueStorage } from '../../utils/storage';
import { WalletRequestError } from '../walletRequestError';
import { createWalletConnectCore } from './core';
import { type WalletConnectFamilies, walletConnectNamespaces } from './namespaces';
import type { WalletConnectClient } from './session';
import { walletConnectStorage } from './storage';

export interface WalletConnectOptions {
  projectId: string;
  relayUrl: string;
  metadata: { name: string; description: string; url: string; icons: string[] };
  networks: readonly Network[];
  /** What each family that takes part asks the wallet for in its namespace. */
  families: WalletConnectFamilies;
  storage: KeyValueStorage;
}

const isChainNamespace = (key: string): key is ChainNamespace => (CHAIN_NAMESPACES as readonly string[]).includes(key);

/** One WalletConnect session for every namespace that takes part: pairing proposes them all, the wallet grants a subset. */
export async function createWalletConnectClient(options: WalletConnectOptions): Promise<WalletConnectClient> {
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
  const optionalNamespaces = walletConnectNamespaces(options.networks, options.families);
  type Listener = (value: never) => void;

  return {
    hasSession: () => universal.session !== undefined,
    peer: () => universal.session?.peer.metadata,
    namespaces: () => Object.keys(universal.session?.namespaces ?? {}).filter(isChainNamespace),
    accounts: (namespace) => universal.session?.namespaces[namespace]?.accounts ?? [],
    methods: (namespace) => universal.session?.namespaces[namespace]?.methods ?? [],
    async pair() {
      if (universal.session) return;
      const session = await universal.connect({ optionalNamespaces: optionalNamespaces as never });
      if (!session) {
        throw new WalletRequestError(ErrorText.sessionNotApproved, {
          code: WalletErrorCode.userRejected,
          notice: { key: 'error.sessionNotApproved' },
        });
      }
    },
    request: (chainId, method, params) => universal.request({ method, params: params as never }, chainId),
    setDefaultChain: (chainId) => universal.setDefaultChain(chainId),
    async disconnect() {
      if (universal.session) await universal.disconnect();
    },
    on: (event, listener) => universal.on(event, listener as Listener),
    removeListener: (event, listener) => universal.removeListener(event, listener as Listener),
  };
}
