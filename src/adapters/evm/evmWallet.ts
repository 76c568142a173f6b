import type { PublicClient } from 'viem';
import type { Network } from '../../config/networks';
import { TRANSACTIONS } from '../../constants';
import { ErrorText, WalletErrorCode } from '../../errors';
import type { AccountRecord } from '../../model/account';
import { formatUnits } from '../../utils/units';
import type { ChainAdapter, DiscoveredConnector, GrantedPermissions, WalletSession } from '../types';
import { WalletRequestError, walletErrorMessage } from '../walletRequestError';
import {
  type Eip1193Provider,
  isUnknownChain,
  isUnsupportedMethod,
  isUserRejection,
  parseChainId,
  personalSignMessage,
  providerErrorCode,
  toHexChainId,
} from './eip1193';
import { evmFamily } from './family';
import { isSignedMessage } from './walletAnswers';
import type { WalletCapabilities } from './walletAssets';

/** What the EVM adapter does once a wallet is involved: every method but finding the page's wallets. */
export type EvmWalletMethods = Required<Omit<ChainAdapter, 'namespace' | 'family' | 'discoverConnectors' | 'walletConnect'>>;

const provider = (connector: DiscoveredConnector) => connector.getProvider() as Promise<Eip1193Provider>;
const capabilitiesKey = (connector: DiscoveredConnector, address: string) => `${connector.connector.id}:${address.toLowerCase()}`;

function request<T = unknown>(wallet: Eip1193Provider, method: string, params?: unknown): Promise<T> {
  return wallet.request(params === undefined ? { method } : { method, params }) as Promise<T>;
}

/** Wallet accounts are untrusted input: only well-formed addresses become account records. */
function toAccounts(value: unknown): AccountRecord[] | undefined {
  if (!Array.isArray(value) || !value.every((address) => typeof address === 'string' && evmFamily.isAddress(address))) return undefined;
  return (value as string[]).map((address) => ({
    namespace: 'eip155',
    address: evmFamily.normalAddress(address),
    type: 'eoa',
  }));
}

async function readSession(wallet: Eip1193Provider, accountsValue: unknown): Promise<WalletSession | undefined> {
  const accounts = toAccounts(accountsValue);
  if (accounts === undefined) {
    throw new WalletRequestError(ErrorText.malformedAccounts, { kind: 'malformedAnswer', notice: { key: 'error.malformedAccounts' } });
  }
  if (accounts.length === 0) return undefined;
  const answer = await request(wallet, 'eth_chainId');
  // A wallet that names no chain is taken to be on the default chain (1); one that names it wrongly is refused.
  const chainId = answer === null || answer === undefined ? TRANSACTIONS.defaultChainId : parseChainId(answer);
  if (chainId === undefined) {
    throw new WalletRequestError(ErrorText.malformedChainId, { kind: 'malformedAnswer', notice: { key: 'error.malformedChainId' } });
  }
  return { accounts, chainId };
}

/** Wallets in the page itself; WalletConnect and SDK wallets manage their own sessions. */
const isPageWallet = (connector: DiscoveredConnector) =>
  connector.connector.type === 'ANNOUNCED' || connector.connector.type === 'INJECTED';

/**
 * The accounts the user shares on connect. A page wallet that still shares accounts with this page (its permission
 * outlived a disconnect, as with wallets that cannot revoke it) would otherwise connect silently to the same account:
 * it is asked with `wallet_requestPermissions` (EIP-2255), so the user picks the account again. A wallet without
 * permission requests is asked with `eth_requestAccounts` alone.
 */
async function requestAccounts(wallet: Eip1193Provider, connector: DiscoveredConnector): Promise<unknown> {
  if (isPageWallet(connector)) {
    // Only a probe: a wallet that cannot say is asked the usual way.
    const shared = await request(wallet, 'eth_accounts').catch(() => []);
    if (Array.isArray(shared) && shared.length > 0) {
      await request(wallet, 'wallet_requestPermissions', [{ eth_accounts: {} }]).catch((error: unknown) => {
        if (!isUnsupportedMethod(error)) rethrow(error);
      });
    }
  }
  return request(wallet, 'eth_requestAccounts').catch(rethrow);
}

/** Every error leaving the adapter is a WalletRequestError with the wallet's bounded words and its code. */
function rethrow(error: unknown): never {
  throw error instanceof WalletRequestError ? error : new WalletRequestError(walletErrorMessage(error), { code: providerErrorCode(error) });
}

/**
 * The EVM adapter's wallet and chain methods over EIP-1193 wallets; viem is loaded only for chain reads. A module of
 * its own, loaded when a wallet is first connected or restored (see evmAdapter.ts).
 */
export function createEvmWalletMethods(onInvalidInput: (reason: string) => void): EvmWalletMethods {
  const clients = new Map<string, Promise<PublicClient>>();
  const rpcClient = (network: Network) => {
    let client = clients.get(network.caipNetworkId);
    if (!client) {
      client = import('./rpc').then(({ createRpcClient }) => createRpcClient(network));
      clients.set(network.caipNetworkId, client);
    }
    return client;
  };

  const capabilitiesByAccount = new Map<string, Promise<WalletCapabilities>>();

  return {
    async connect(connector, progress) {
      const wallet = await provider(connector);
      // WalletConnect providers announce their pairing URI as `display_uri` while the request waits.
      const onDisplayUri = (uri: unknown) => {
        if (typeof uri === 'string') progress?.onPairingUri(uri);
      };
      wallet.on?.('display_uri', onDisplayUri);
      try {
        const session = await readSession(wallet, await requestAccounts(wallet, connector));
        if (!session) throw new WalletRequestError(ErrorText.noAccountsShared, { notice: { key: 'error.noAccountsShared' } });
        return session;
      } finally {
        wallet.removeListener?.('display_uri', onDisplayUri);
      }
    },

    async syncConnection(connector) {
      const wallet = await provider(connector);
      return readSession(wallet, await request(wallet, 'eth_accounts').catch(rethrow));
    },

    async disconnect(connector) {
      for (const key of capabilitiesByAccount.keys()) if (key.startsWith(capabilitiesKey(connector, ''))) capabilitiesByAccount.delete(key);
      const wallet = await provider(connector);
      const revoked = request(wallet, 'wallet_revokePermissions', [{ eth_accounts: {} }]).catch((error: unknown) => {
        if (!isUnsupportedMethod(error)) rethrow(error);
      });
      // Wallets without permission revocation (most of them) or slow to answer (over 100 ms) still disconnect (docs/behaviour.md#sessions).
      await Promise.race([revoked, new Promise((resolve) => setTimeout(resolve, TRANSACTIONS.revokePermissionTimeoutMs))]);
    },

    // Chain switching in the wallet (docs/behaviour.md#networks): 4902 adds the chain and retries; a rejection aborts.
    async switchNetwork(connector, network) {
      const wallet = await provider(connector);
      const chainId = toHexChainId(Number(network.id));
      const switchChain = () => request(wallet, 'wallet_switchEthereumChain', [{ chainId }]);
      try {
        await switchChain();
        return;
      } catch (error) {
        if (isUnsupportedMethod(error)) {
          const name = connector.connector.name;
          throw new WalletRequestError(ErrorText.noProgrammaticSwitch(name), {
            code: providerErrorCode(error),
            kind: 'unsupportedMethod',
            notice: { key: 'error.noProgrammaticSwitch', values: { connector: name } },
          });
        }
        if (isUserRejection(error) || !isUnknownChain(error)) rethrow(error);
      }
      await request(wallet, 'wallet_addEthereumChain', [
        {
          chainId,
          chainName: network.name,
          nativeCurrency: network.nativeCurrency,
          // The chain's own public RPC: a provider RPC URL carries the project id and serves this app only.
          rpcUrls: (network.rpcUrls.chainDefault ?? network.rpcUrls.default).http,
          blockExplorerUrls: network.blockExplorers ? [network.blockExplorers.default.url] : undefined,
        },
      ]).catch(rethrow);
      try {
        await switchChain();
      } catch (error) {
        if (isUserRejection(error)) {
          throw new WalletRequestError(ErrorText.userRejectedSwitchAfterAdd, {
            code: WalletErrorCode.userRejected,
            notice: { key: 'error.userRejectedSwitchAfterAdd' },
          });
        }
        rethrow(error);
      }
    },

    async watchSession(connector, events) {
      const wallet = await provider(connector);
      if (!wallet.on || !wallet.removeListener) return () => {};
      const onAccounts = (value: unknown) => {
        const accounts = toAccounts(value);
        if (accounts) events.accountsChanged(accounts);
        else onInvalidInput('An accountsChanged event with malformed accounts was ignored');
      };
      const onChain = (value: unknown) => {
        const chainId = parseChainId(value);
        if (chainId !== undefined) events.chainChanged(chainId);
        else onInvalidInput('A chainChanged event with a malformed chain id was ignored');
      };
      const onDisconnect = () => events.disconnected();
      const subscriptions: [string, (value: never) => void][] = [
        ['accountsChanged', onAccounts],
        ['chainChanged', onChain],
        ['disconnect', onDisconnect],
      ];
      for (const [event, listener] of subscriptions) wallet.on(event, listener);
      return () => {
        for (const [event, listener] of subscriptions) wallet.removeListener?.(event, listener);
      };
    },

    async getNativeBalance(address, network) {
      const client = await rpcClient(network);
      // eth_getBalance itself, not viem's getBalance: with multicall batching on, that reads through Multicall3, and
      // the balance beside the address must not depend on a contract being deployed.
      const value = BigInt(await client.request({ method: 'eth_getBalance', params: [address as `0x${string}`, 'latest'] }));
      return { balance: formatUnits(value, network.nativeCurrency.decimals), symbol: network.nativeCurrency.symbol };
    },

    async readTokenBalances(address, network, tokens) {
      const [client, { readChainTokenBalances }] = await Promise.all([rpcClient(network), import('./chainTokens')]);
      return readChainTokenBalances(client, network, address, tokens);
    },

    async getWalletAssets(connector, address, network) {
      const [wallet, { readCapabilities, readWalletAssets }] = await Promise.all([provider(connector), import('./walletAssets')]);
      // Capabilities hold for the connection: asked once per account, not on every balance read.
      const key = capabilitiesKey(connector, address);
      let capabilities = capabilitiesByAccount.get(key);
      if (!capabilities) {
        capabilities = readCapabilities(wallet, address);
        capabilitiesByAccount.set(key, capabilities);
      }
      return readWalletAssets(wallet, address, network, await capabilities);
    },

    async estimateNativeTransferFee({ network, from, to }) {
      const [client, { estimateNativeTransferFee }] = await Promise.all([rpcClient(network), import('./transfer')]);
      return estimateNativeTransferFee(client, { from, to }).catch(rethrow);
    },

    async signMessage(connector, { address, message }) {
      // A WalletConnect session that ended leaves nothing to sign with.
      if (connector.walletConnect && !(await connector.walletConnect()).hasSession()) {
        throw new WalletRequestError(ErrorText.universalSignMessageNoProvider, {
          kind: 'disconnected',
          notice: { key: 'error.universalSignMessageNoProvider' },
        });
      }
      const wallet = await provider(connector);
      let signature: unknown;
      try {
        signature = await request(wallet, 'personal_sign', [personalSignMessage(message), address]);
      } catch (error) {
        if (isUserRejection(error)) {
          throw new WalletRequestError(ErrorText.signatureDeclined, {
            code: WalletErrorCode.userRejected,
            notice: { key: 'error.signatureDeclined' },
          });
        }
        throw new WalletRequestError(ErrorText.signMessageFailed, {
          code: providerErrorCode(error),
          notice: { key: 'error.signMessageFailed' },
        });
      }
      if (!isSignedMessage(signature)) {
        throw new WalletRequestError(ErrorText.signMessageFailed, { kind: 'malformedAnswer', notice: { key: 'error.signMessageFailed' } });
      }
      return signature as string;
    },

    // ERC-7715 (docs/behaviour.md#smart-sessions): the wallet's answers are checked, never trusted.
    async grantPermissions(connector, permissions) {
      const answer = await request<Partial<GrantedPermissions> | null>(await provider(connector), 'wallet_grantPermissions', [
        permissions,
      ]).catch(rethrow);
      if (typeof answer?.context !== 'string' || !answer.context) {
        throw new WalletRequestError(ErrorText.walletRequestFailed, { kind: 'malformedAnswer' });
      }
      return { ...permissions, ...answer, context: answer.context };
    },

    async revokePermissions(connector, revoke) {
      const signature = await request(await provider(connector), 'wallet_revokePermissions', [revoke]).catch(rethrow);
      if (!isSignedMessage(signature)) throw new WalletRequestError(ErrorText.walletRequestFailed, { kind: 'malformedAnswer' });
      return signature as string;
    },

    async sendTransaction(connector, request) {
      const [wallet, client, { sendEvmTransaction }] = await Promise.all([
        provider(connector),
        rpcClient(request.network),
        import('./sendTransaction'),
      ]);
      return sendEvmTransaction(wallet, client, request).catch(rethrow);
    },

    async transfer(connector, request) {
      const [wallet, client, { sendEvmTransfer }] = await Promise.all([
        provider(connector),
        rpcClient(request.network),
        import('./transfer'),
      ]);
      return sendEvmTransfer(wallet, client, request).catch(rethrow);
    },
  };
}
