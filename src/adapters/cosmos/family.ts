import { bech32 } from '@scure/base';
import type { ChainFamily } from '../family';

/**
 * The lengths of the bytes a Cosmos address holds: 20 for an account of one key (RIPEMD-160 of its SHA-256), 32 for
 * module and contract accounts (ADR-028).
 */
const ADDRESS_LENGTHS = [20, 32];
/** Cosmos prefixes are lowercase letters and digits (the chain registry's `bech32_prefix`), e.g. `cosmos`, `osmo`. */
const PREFIX = /^[a-z][a-z0-9]*$/;

/**
 * The prefix and bytes of a Cosmos address: bech32 (BIP-173, at most 90 characters, one case throughout, not bech32m)
 * holding 20 or 32 bytes; undefined for anything else. The prefix comes back lowercase.
 */
export function decodeCosmosAddress(text: string): { prefix: string; bytes: Uint8Array } | undefined {
  const decoded = bech32.decodeUnsafe(text, 90);
  if (!decoded || !PREFIX.test(decoded.prefix)) return undefined;
  const bytes = bech32.fromWordsUnsafe(decoded.words);
  return bytes && ADDRESS_LENGTHS.includes(bytes.length) ? { prefix: decoded.prefix, bytes } : undefined;
}

/** The cosmos family: accounts and signatures only (no balance, send, names or activity: docs/behaviour.md#other-families). */
export const cosmosFamily: ChainFamily = {
  namespace: 'cosmos',
  isAddress: (text) => decodeCosmosAddress(text) !== undefined,
  // BIP-173 allows an all-uppercase spelling; wallets and chains write the lowercase one.
  normalAddress: (address) => address.toLowerCase(),
  // One key, one address: Cosmos has no smart or payment accounts a wallet hands a page.
  defaultAccountType: 'eoa',
  capabilities: [],
};
