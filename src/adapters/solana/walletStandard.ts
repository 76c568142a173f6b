// What the Solana adapter's modules share about a Wallet Standard wallet: its features, the chain it names a network by,
// its accounts, and its errors as ours.
import { SOLANA_DEVNET_CHAIN, SOLANA_LOCALNET_CHAIN, SOLANA_MAINNET_CHAIN, SOLANA_TESTNET_CHAIN } from '@solana/wallet-standard-chains';
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base';
import type { Network } from '../../config/networks';
import { ErrorText } from '../../errors';
import type { DiscoveredConnector } from '../types';
import { WalletRequestError, walletErrorMessage } from '../walletRequestError';

/**
 * Whether `value` is bytes (a Uint8Array), `length` of them when given. Checked without `instanceof`: a wallet may hand
 * over bytes made in another realm (its own frame), whose Uint8Array is not this page's.
 */
export const isBytes = (value: unknown, length?: number): value is Uint8Array =>
  ArrayBuffer.isView(value) && (value as Uint8Array).BYTES_PER_ELEMENT === 1 && (length === undefined || value.byteLength === length);

export const walletOf = (connector: DiscoveredConnector) => connector.getProvider() as Promise<Wallet>;

/** The feature `name` of `wallet`, or undefined when the wallet does not have it. */
export function featureOf<Feature extends Wallet['features']>(wallet: Wallet, name: keyof Feature): Feature[keyof Feature] | undefined {
  return (wallet.features as Partial<Feature>)[name];
}

/** The JSON-RPC-style code a wallet's error carries (4001: the user said no), if any. */
export const codeOf = (error: unknown) => {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'number' ? code : undefined;
};

/** Every error leaving the adapter is a WalletRequestError with the wallet's bounded words and its code. */
export function rethrow(error: unknown): never {
  throw error instanceof WalletRequestError ? error : new WalletRequestError(walletErrorMessage(error), { code: codeOf(error) });
}

/**
 * The Solana clusters by the genesis-hash id of their built-in network (`solana`, `solanaDevnet`, `solanaTestnet`):
 * Wallet Standard wallets name them so. Written out rather than read from config/networks, whose import here would put
 * the network definitions in a chunk of their own on a host's first load.
 */
const CLUSTERS: Readonly<Record<string, IdentifierString>> = {
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': SOLANA_MAINNET_CHAIN,
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': SOLANA_DEVNET_CHAIN,
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': SOLANA_TESTNET_CHAIN,
};

/**
 * The chain `wallet` knows `network` by: its CAIP-2 id (or the deprecated one), else the cluster name Wallet Standard
 * wallets use (`solana:localnet` for a network that is no public cluster); undefined when the wallet lists none of them.
 */
function walletChainOf(wallet: Wallet, network: Network): IdentifierString | undefined {
  const candidates = [network.caipNetworkId, network.deprecatedCaipNetworkId, CLUSTERS[network.caipNetworkId] ?? SOLANA_LOCALNET_CHAIN];
  return candidates.find((chain): chain is IdentifierString => chain !== undefined && wallet.chains.includes(chain as IdentifierString));
}

/** The chain of `network` as `wallet` names it; a network the wallet does not list is refused (it could not sign for it). */
export function requireWalletChain(wallet: Wallet, network: Network): IdentifierString {
  const chain = walletChainOf(wallet, network);
  if (chain === undefined) {
    throw new WalletRequestError(ErrorText.chainNotSupported, { kind: 'unrecognizedChain', notice: { key: 'error.chainNotSupported' } });
  }
  return chain;
}

/** The wallet's own account object for `address`: wallets may only accept the accounts they handed out. */
export function accountOf(wallet: Wallet, address: string): WalletAccount {
  const account = wallet.accounts.find((candidate) => candidate.address === address);
  if (!account) throw new WalletRequestError(undefined, { kind: 'unauthorized' });
  return account;
}
