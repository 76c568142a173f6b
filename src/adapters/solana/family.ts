import bs58 from 'bs58';
import type { ChainFamily } from '../family';

/** 32 to 44 characters of the base58 alphabet: the written form of a 32-byte key (docs/behaviour.md#validation). */
const BASE58_KEY = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

/** Whether `text` is a Solana address: base58 that decodes to a 32-byte public key. */
function isSolanaAddress(text: string): boolean {
  return BASE58_KEY.test(text) && bs58.decodeUnsafe(text)?.length === 32;
}

/** The solana family: balances and sends; names and activity are EVM's only. */
export const solanaFamily: ChainFamily = {
  namespace: 'solana',
  isAddress: isSolanaAddress,
  // Base58 has one spelling for each key: what was accepted is what wallets and transactions take.
  normalAddress: (address) => address,
  defaultAccountType: 'eoa',
  capabilities: ['balance', 'send'],
};
