import { blake2b } from '@noble/hashes/blake2';
import { base58 } from '@scure/base';
import type { ChainFamily } from '../family';

/** "SS58PRE", which the SS58 checksum hashes before the address's bytes. */
const CHECKSUM_CONTEXT = Uint8Array.of(0x53, 0x53, 0x35, 0x38, 0x50, 0x52, 0x45);
const ACCOUNT_ID_LENGTH = 32;
const CHECKSUM_LENGTH = 2;
/** Prefixes 46 and 47 are reserved and name no network (SS58's registry). */
const RESERVED_PREFIXES = new Set([46, 47]);

/**
 * The network prefix of `text`, when it is an SS58 account address (docs/behaviour.md#validation): base58 of a one- or
 * two-byte prefix, a 32-byte account id and the first two bytes of blake2b-512("SS58PRE" ‖ prefix ‖ account id).
 * @scure/base and @noble/hashes read the format here; @polkadot/util-crypto, which answers the same (the tests compare
 * them), stays out of the first load with its WebAssembly.
 */
function ss58Prefix(text: string): number | undefined {
  let bytes: Uint8Array;
  try {
    bytes = base58.decode(text);
  } catch {
    return undefined;
  }
  const [first = 0, second = 0] = bytes;
  // Bit 7 set is no SS58 form; bit 6 says the prefix takes two bytes.
  if (first >= 128) return undefined;
  const prefixLength = first >= 64 ? 2 : 1;
  if (bytes.length !== prefixLength + ACCOUNT_ID_LENGTH + CHECKSUM_LENGTH) return undefined;
  const prefix = prefixLength === 1 ? first : ((first & 0b0011_1111) << 2) | (second >> 6) | ((second & 0b0011_1111) << 8);
  if (RESERVED_PREFIXES.has(prefix)) return undefined;
  const body = bytes.subarray(0, bytes.length - CHECKSUM_LENGTH);
  const hash = blake2b.create({ dkLen: 64 }).update(CHECKSUM_CONTEXT).update(body).digest();
  return hash[0] === bytes[body.length] && hash[1] === bytes[body.length + 1] ? prefix : undefined;
}

/**
 * The polkadot family: connect, accounts and signing only (no balance, send, names, activity or on-ramp: docs/behaviour.md#other-families).
 * An address of any Substrate network is one (any SS58 prefix); which prefix a network takes is ./address's.
 */
export const polkadotFamily: ChainFamily = {
  namespace: 'polkadot',
  isAddress: (text) => ss58Prefix(text) !== undefined,
  // One account has a spelling per prefix; which one a network shows is the adapter's to say (./address), not the family's.
  normalAddress: (address) => address,
  defaultAccountType: 'eoa',
  capabilities: [],
};
