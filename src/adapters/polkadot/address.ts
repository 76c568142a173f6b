// Which SS58 form a Polkadot network's accounts take, by its CAIP-2 id, checked and written with @polkadot/util-crypto.
// Loaded with the adapter's wallet methods and sign-in, never in the first load.
import { checkAddress, decodeAddress, encodeAddress } from '@polkadot/util-crypto';

/** The generic Substrate prefix: what a network SS58's registry does not name takes, and what wallets write by default. */
const GENERIC_SS58_PREFIX = 42;

/**
 * SS58 prefixes by CAIP-2 reference (the genesis hash's first 32 hex characters, CAIP-13): Polkadot's relay chain 0,
 * Kusama's 2. Every other network, a local development chain among them, takes the generic prefix 42.
 */
const PREFIX_OF_REFERENCE: Readonly<Record<string, number>> = {
  '91b171bb158e2d3848fa23a9f1c25182': 0,
  b0a8d493285c2df73290dfb7e61f870f: 2,
};

/** The CAIP-2 reference of `caipNetworkId` (`polkadot:<reference>`), lower-cased. */
export const referenceOf = (caipNetworkId: string) => (caipNetworkId.split(':')[1] ?? '').toLowerCase();

/** The SS58 prefix of the network `caipNetworkId` (docs/behaviour.md#validation). */
export const ss58PrefixOf = (caipNetworkId: string) => PREFIX_OF_REFERENCE[referenceOf(caipNetworkId)] ?? GENERIC_SS58_PREFIX;

/** The 32-byte account id `address` spells, when it is an SS58 account address of any prefix. */
export function accountIdOf(address: string): Uint8Array | undefined {
  try {
    const accountId = decodeAddress(address);
    return accountId.length === 32 ? accountId : undefined;
  } catch {
    return undefined;
  }
}

/** Whether `address` is an account of the network `caipNetworkId`: SS58 with its prefix and a valid checksum. */
export function isAddressOf(address: string, caipNetworkId: string): boolean {
  const [valid] = checkAddress(address, ss58PrefixOf(caipNetworkId));
  return valid && accountIdOf(address) !== undefined;
}

/** The account `accountId` as the network `caipNetworkId` writes it. */
export const addressOn = (accountId: Uint8Array, caipNetworkId: string) => encodeAddress(accountId, ss58PrefixOf(caipNetworkId));

/**
 * The network's spelling of a wallet's account `address`, or undefined when the account is not one of the network's:
 * extensions write accounts with the generic prefix unless told a network, so that one is the network's too; an
 * account written with another network's prefix is that network's.
 */
export function accountOn(address: string, caipNetworkId: string): string | undefined {
  const accountId = accountIdOf(address);
  if (!accountId) return undefined;
  const written = isAddressOf(address, caipNetworkId) || checkAddress(address, GENERIC_SS58_PREFIX)[0];
  return written ? addressOn(accountId, caipNetworkId) : undefined;
}
