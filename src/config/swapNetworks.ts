// Where swaps work and what they offer first (docs/behaviour.md#swaps): the provider's swap networks, the tokens most
// people swap, and the address the convert API names each family's native currency by.
import type { ChainNamespace } from '../constants';
import type { CaipAddress, CaipNetworkId } from '../utils/caip';
import type { Network } from './networks';

/** The eip155 networks the provider API swaps on; a host adds its own with the `swapNetworks` option. */
const SWAP_NETWORKS: readonly CaipNetworkId[] = [
  'eip155:1',
  'eip155:42161',
  'eip155:10',
  'eip155:324',
  'eip155:8453',
  'eip155:56',
  'eip155:137',
  'eip155:100',
  'eip155:43114',
  'eip155:250',
  'eip155:8217',
  'eip155:1313161554',
];

/** Whether swaps work on the network `caipNetworkId` names: an eip155 network of the list, or one the host added (`swapNetworks`). */
export function isSwapNetworkId(caipNetworkId: string, added: readonly string[] = []): boolean {
  return caipNetworkId.startsWith('eip155:') && (SWAP_NETWORKS.includes(caipNetworkId as CaipNetworkId) || added.includes(caipNetworkId));
}

/** `isSwapNetworkId` for a network, if there is one. */
export const isSwapNetwork = (network: Network | undefined, added?: readonly string[]): network is Network =>
  network !== undefined && isSwapNetworkId(network.caipNetworkId, added);

/** The tokens listed first in the pickers, in this order, by symbol; the rest follow by symbol. */
export const POPULAR_SWAP_TOKENS: readonly string[] = [
  'ETH',
  'WETH',
  'USDC',
  'USDT',
  'DAI',
  'WBTC',
  'POL',
  'BNB',
  'AVAX',
  'ARB',
  'OP',
  'LINK',
  'UNI',
  'AAVE',
];

/** The address the convert API gives the native currency, per namespace. */
const NATIVE_TOKEN_ADDRESSES: Readonly<Partial<Record<ChainNamespace, string>>> = {
  eip155: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  solana: 'So11111111111111111111111111111111111111111',
};

/** The native currency of `network` as a swap token's CAIP-10 address; undefined for a family without one. */
export function nativeTokenAddress(network: { chainNamespace: ChainNamespace; caipNetworkId: CaipNetworkId }): CaipAddress | undefined {
  const address = NATIVE_TOKEN_ADDRESSES[network.chainNamespace];
  return address === undefined ? undefined : `${network.caipNetworkId}:${address}`;
}

/** Whether a swap token's CAIP-10 address names the native currency. */
export function isNativeToken(caipAddress: string): boolean {
  const address = caipAddress.split(':').at(-1)?.toLowerCase();
  return Object.values(NATIVE_TOKEN_ADDRESSES).some((native) => native?.toLowerCase() === address);
}
