import { SolanaSignMessage, type SolanaSignMessageFeature } from '@solana/wallet-standard-features';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import {
  type StandardConnectFeature,
  StandardDisconnect,
  type StandardDisconnectFeature,
  StandardEvents,
  type StandardEventsFeature,
} from '@wallet-standard/features';
import bs58 from 'bs58';
import { ErrorText, WalletErrorCode } from '../../errors';
import type { AccountRecord } from '../../model/account';
import type { ChainAdapter, WalletSession } from '../types';
import { WalletRequestError } from '../walletRequestError';
import { solanaFamily } from './family';
import { accountOf, codeOf, featureOf, isBytes, requireWalletChain, rethrow, walletOf } from './walletStandard';

/** What the Solana adapter does once a wallet is involved: every method but finding the page's wallets. */
export type SolanaWalletMethods = Required<
  Omit<
    ChainAdapter,
    'namespace' | 'family' | 'discoverConnectors' | 'walletConnect' | 'getWalletAssets' | 'grantPermissions' | 'revokePermissions'
  >
>;

const isSolanaAccount = (account: WalletAccount) => account.chains.some((chain) => chain.startsWith('solana:'));

/** A wallet account is untrusted: its address must be the base58 form of its 32-byte public key. */
function isWellFormed(account: WalletAccount): boolean {
  const { address, publicKey } = account;
  return typeof address === 'string' && solanaFamily.isAddress(address) && isBytes(publicKey, 32) && bs58.encode(publicKey) === address;
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * The wallet's Solana accounts as account records (the first is the one in use); undefined when one of them is malformed.
 * Accounts of other chains a multi-chain wallet exposes are not ours.
 */
function toAccounts(value: unknown): AccountRecord[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const accounts = (value as WalletAccount[]).filter((account) => Array.isArray(account?.chains) && isSolanaAccount(account));
  if (!accounts.every(isWellFormed)) return undefined;
  return accounts.map((account) => ({
    namespace: 'solana',
    address: account.address,
    type: 'eoa',
    publicKey: hex(account.publicKey as Uint8Array),
  }));
}

function readSession(accountsValue: unknown): WalletSession | undefined {
  const accounts = toAccounts(accountsValue);
  if (accounts === undefined) {
    throw new WalletRequestError(ErrorText.malformedAccounts, { kind: 'malformedAnswer', notice: { key: 'error.malformedAccounts' } });
  }
  // A Wallet Standard wallet is on no network of its own: each request names its chain, and the connection takes the
  // network the modal is on.
  return accounts.length === 0 ? undefined : { accounts };
}

function connectFeature(wallet: Wallet) {
  const feature = featureOf<StandardConnectFeature>(wallet, 'standard:connect');
  // Discovery took only wallets with the feature; one that dropped it since cannot be asked.
  if (!feature) throw new WalletRequestError(undefined, { kind: 'unsupportedMethod' });
  return feature;
}

/**
 * The Solana adapter's wallet methods over Wallet Standard wallets; @solana/web3.js is loaded only for chain reads and
 * sends. A module of its own, loaded when a wallet is first connected or restored (see solanaAdapter.ts).
 */
export function createSolanaWalletMethods(onInvalidInput: (reason: string) => void): SolanaWalletMethods {
  const chain = () => import('./chain');

  return {
    async connect(connector) {
      const wallet = await walletOf(connector);
      const { accounts } = await connectFeature(wallet).connect().catch(rethrow);
      const session = readSession(accounts);
      if (!session) throw new WalletRequestError(ErrorText.noAccountsShared, { notice: { key: 'error.noAccountsShared' } });
      return session;
    },

    // A silent connect (docs/behaviour.md#sessions): a wallet that still trusts the page answers with its accounts
    // without prompting; one that does not answers with none, or refuses, which is no connection either.
    async syncConnection(connector) {
      const wallet = await walletOf(connector);
      let accounts: unknown;
      try {
        ({ accounts } = await connectFeature(wallet).connect({ silent: true }));
      } catch {
        return undefined;
      }
      return readSession(accounts);
    },

    async disconnect(connector) {
      const wallet = await walletOf(connector);
      await featureOf<StandardDisconnectFeature>(wallet, StandardDisconnect)?.disconnect().catch(rethrow);
    },

    // Requests name their chain: switching is only checking that the wallet serves the network.
    async switchNetwork(connector, network) {
      requireWalletChain(await walletOf(connector), network);
    },

    async watchSession(connector, events) {
      const wallet = await walletOf(connector);
      const feature = featureOf<StandardEventsFeature>(wallet, StandardEvents);
      if (!feature) return () => {};
      return feature.on('change', ({ accounts }) => {
        // A change of the wallet's chains or features leaves the connection as it is.
        if (accounts === undefined) return;
        const records = toAccounts(accounts);
        if (records) events.accountsChanged(records);
        else onInvalidInput('A Wallet Standard change event with malformed accounts was ignored');
      });
    },

    async signMessage(connector, { address, message }) {
      const wallet = await walletOf(connector);
      const feature = featureOf<SolanaSignMessageFeature>(wallet, SolanaSignMessage);
      if (!feature) {
        throw new WalletRequestError(ErrorText.signMessageFailed, {
          kind: 'unsupportedMethod',
          notice: { key: 'error.signMessageFailed' },
        });
      }
      const account = accountOf(wallet, address);
      let signature: unknown;
      try {
        const [output] = await feature.signMessage({ account, message: new TextEncoder().encode(message) });
        signature = output?.signature;
      } catch (error) {
        if (codeOf(error) === WalletErrorCode.userRejected) {
          throw new WalletRequestError(ErrorText.signatureDeclined, {
            code: WalletErrorCode.userRejected,
            notice: { key: 'error.signatureDeclined' },
          });
        }
        throw new WalletRequestError(ErrorText.signMessageFailed, { code: codeOf(error), notice: { key: 'error.signMessageFailed' } });
      }
      if (!isBytes(signature, 64)) {
        throw new WalletRequestError(ErrorText.signMessageFailed, { kind: 'malformedAnswer', notice: { key: 'error.signMessageFailed' } });
      }
      // Base58, as Solana wallets and verifiers write an ed25519 signature.
      return bs58.encode(signature);
    },

    getNativeBalance: async (...args) => (await chain()).getNativeBalance(...args),
    readTokenBalances: async (...args) => (await chain()).readTokenBalances(...args),
    estimateNativeTransferFee: async (...args) => (await chain()).estimateNativeTransferFee(...args),
    sendTransaction: async (connector, request) => (await chain()).sendSolanaTransaction(await walletOf(connector), request),
    transfer: async (connector, request) => (await chain()).sendSolanaTransfer(await walletOf(connector), request),
  };
}
