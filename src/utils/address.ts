import { type ChainNamespace, DISPLAY } from '../constants';

const BASE58 = '[1-9A-HJ-NP-Za-km-z]';
const BECH32 = '[02-9ac-hj-np-z]';

/**
 * Address formats per namespace. eip155 and solana follow docs/behaviour.md#validation; the others their chains'
 * own formats (Bitcoin legacy/P2SH base58 or bech32, Polkadot SS58, Cosmos bech32).
 */
const ADDRESS_PATTERNS: Record<ChainNamespace, RegExp> = {
  eip155: /^(0x)?[0-9a-fA-F]{40}$/,
  solana: new RegExp(`^${BASE58}{32,44}$`),
  bip122: new RegExp(`^(?:[13mn2]${BASE58}{25,34}|(?:bc|tb|bcrt)1${BECH32}{8,87})$`),
  polkadot: new RegExp(`^${BASE58}{46,48}$`),
  cosmos: new RegExp(`^[a-z]{1,83}1${BECH32}{38,58}$`),
};

export function isAddress(address: string, namespace: ChainNamespace = 'eip155'): boolean {
  const pattern = ADDRESS_PATTERNS[namespace];
  return typeof address === 'string' && pattern !== undefined && pattern.test(address);
}

/** An EVM address is accepted without its `0x` (docs/behaviour.md#validation); wallets and transactions need it. */
export function withHexPrefix(address: string): string {
  return address.startsWith('0x') ? address : `0x${address}`;
}

/** `0x1234...abcdef`: the first 4 and last 6 characters. Short values are returned as they are. */
export function truncateAddress(address: string): string {
  const { addressStart, addressEnd } = DISPLAY;
  if (address.length <= addressStart + addressEnd + 3) return address;
  return `${address.slice(0, addressStart)}...${address.slice(-addressEnd)}`;
}
