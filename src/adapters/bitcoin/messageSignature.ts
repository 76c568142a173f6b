// The check of a Bitcoin message signature: BIP-322's simple signature (P2WPKH, P2SH-P2WPKH, P2TR) or the legacy BIP-137
// one (P2PKH, and wallets with nothing else), by bip322.ts. Loaded with sign-in's verification only.
import { verifyBip322 } from './bip322';

/** Whether `signature` (base64) is `address`'s signature of `message`, by BIP-322 or, for a legacy one, BIP-137. */
export async function verifyMessageSignature(address: string, message: string, signature: string): Promise<boolean> {
  return verifyBip322(address, message, signature);
}
