// Which addresses a Cosmos network takes: the network's CAIP-2 reference is its chain id, and the chain's bech32
// prefix names its accounts (docs/behaviour.md#validation).
import { bech32 } from '@scure/base';
import { decodeCosmosAddress } from './family';

/**
 * The account prefix of the chains we know, by chain id (the Cosmos chain registry's `bech32_prefix`). A chain not
 * listed is taken to use `cosmos`, the Cosmos SDK's default, which local and test chains keep.
 */
const PREFIXES: ReadonlyMap<string, string> = new Map([
  ['cosmoshub-4', 'cosmos'],
  ['osmosis-1', 'osmo'],
  ['osmo-test-5', 'osmo'],
  ['juno-1', 'juno'],
  ['stargaze-1', 'stars'],
  ['akashnet-2', 'akash'],
  ['celestia', 'celestia'],
  ['noble-1', 'noble'],
  ['neutron-1', 'neutron'],
  ['stride-1', 'stride'],
  ['axelar-dojo-1', 'axelar'],
]);
const DEFAULT_PREFIX = 'cosmos';

/** The chain id of a Cosmos network, from its CAIP-2 id (`cosmos:cosmoshub-4` → `cosmoshub-4`). */
export const chainIdOf = (caipNetworkId: string) => caipNetworkId.slice(caipNetworkId.indexOf(':') + 1);

/** The bech32 prefix of the accounts of `chainId`. */
export const bech32PrefixOf = (chainId: string) => PREFIXES.get(chainId) ?? DEFAULT_PREFIX;

/** Whether `address` is an account address of the Cosmos network `caipNetworkId`: bech32 with the chain's prefix. */
export function isAddressOfNetwork(address: string, caipNetworkId: string): boolean {
  return decodeCosmosAddress(address)?.prefix === bech32PrefixOf(chainIdOf(caipNetworkId));
}

/** The address of account bytes on a chain of prefix `prefix`. */
export const encodeCosmosAddress = (prefix: string, bytes: Uint8Array) => bech32.encode(prefix, bech32.toWords(bytes));
