import { sha256 } from '@noble/hashes/sha2.js';
import { bech32, bech32m, createBase58check } from '@scure/base';
import type { ChainFamily } from '../family';
import { type AddressFormat, MAINNET_FORMAT, REGTEST_FORMAT, TESTNET_FORMAT } from './networks';

const base58check = createBase58check(sha256);

/** What an address says of itself: the bech32 prefix or base58 version byte it is written with. */
export type AddressPrefix = { bech32: string } | { base58Version: number };

/**
 * The prefix of a segwit address (BIP-173, BIP-350): bech32 for witness version 0 with a 20- or 32-byte program,
 * bech32m for versions 1 to 16 with 2 to 40 bytes; undefined when `text` is none.
 */
function segwitPrefix(text: string): AddressPrefix | undefined {
  const decoded = bech32.decodeUnsafe(text) ?? bech32m.decodeUnsafe(text);
  if (!decoded) return undefined;
  const [version, ...programWords] = decoded.words;
  if (version === undefined || version > 16) return undefined;
  const program = bech32.fromWordsUnsafe(programWords);
  if (!program || program.length < 2 || program.length > 40) return undefined;
  const isBech32m = bech32m.decodeUnsafe(text) !== undefined;
  if (version === 0 ? isBech32m || (program.length !== 20 && program.length !== 32) : !isBech32m) return undefined;
  return { bech32: decoded.prefix };
}

/** The version byte of a legacy address (P2PKH, P2SH): base58check of a version byte and a 20-byte hash. */
function base58Prefix(text: string): AddressPrefix | undefined {
  let bytes: Uint8Array;
  try {
    bytes = base58check.decode(text);
  } catch {
    return undefined;
  }
  return bytes.length === 21 ? { base58Version: bytes[0] as number } : undefined;
}

/** Whether `prefix` is how `format`'s network writes an address. */
const isPrefixOf = (prefix: AddressPrefix, format: AddressFormat) =>
  'bech32' in prefix
    ? prefix.bech32 === format.bech32
    : prefix.base58Version === format.pubKeyHash || prefix.base58Version === format.scriptHash;

const FORMATS = [MAINNET_FORMAT, TESTNET_FORMAT, REGTEST_FORMAT];

/**
 * The prefix of `text` when it is a Bitcoin address of some network (mainnet `bc1…`/`1…`/`3…`, the test networks
 * `tb1…`/`m…`/`n…`/`2…`, regtest `bcrt1…`), checksum included; undefined otherwise. A form check with @scure/base, small
 * enough for the first load: the wallet code checks an address against its network with @scure/btc-signer (address.ts).
 */
export function bitcoinAddressPrefix(text: string): AddressPrefix | undefined {
  if (typeof text !== 'string' || text.length > 90) return undefined;
  const prefix = segwitPrefix(text) ?? base58Prefix(text);
  return prefix && FORMATS.some((format) => isPrefixOf(prefix, format)) ? prefix : undefined;
}

/** The bip122 family: accounts and signatures only; balances, sends, names and activity are EVM's and Solana's (docs/behaviour.md#other-families). */
export const bitcoinFamily: ChainFamily = {
  namespace: 'bip122',
  isAddress: (text) => bitcoinAddressPrefix(text) !== undefined,
  // BIP-173 lets a bech32 address be written in capitals (QR codes do); wallets and verifiers take it in lower case.
  // Base58 is case-sensitive: what was accepted is the address.
  normalAddress: (address) => (segwitPrefix(address) ? address.toLowerCase() : address),
  defaultAccountType: 'payment',
  capabilities: [],
};
