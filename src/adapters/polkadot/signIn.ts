// A Polkadot sign-in (CAIP-122): ERC-4361's template with a Polkadot account, and the default sign-in's check of one (a
// `signRaw` signature: sr25519, ed25519 or ecdsa, over the message wrapped in <Bytes>…</Bytes> as extensions sign it).
// Loaded when a ready sign-in first makes or verifies one; @polkadot/util-crypto comes with it.
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto';
import type { SIWXMessageData, SIWXSession } from '../../config/siwx';
import { caip122Message, saysSignIn } from '../caip122';
import { accountOn } from './address';

/** The CAIP-122 text of `data`, with a Polkadot account. */
export const polkadotSignInMessage = (data: SIWXMessageData): string => caip122Message('Polkadot', data);

/** Whether `signature` (0x-hex) is `address`'s signature of `message`, by any of the three schemes. */
export async function verifySignature(address: string, message: string, signature: string): Promise<boolean> {
  // sr25519 and the WebAssembly the other schemes prefer need the library's start-up, once.
  await cryptoWaitReady();
  try {
    return signatureVerify(message, signature, address).isValid;
  } catch {
    return false;
  }
}

/**
 * Whether the session's message is its account's, on its network, for its domain and nonce, unexpired and signed by it.
 * The account is the network's when written with its prefix or the generic one (./address).
 */
export async function verifyPolkadotSignIn({ data, message, signature }: SIWXSession): Promise<boolean> {
  if (!saysSignIn(message, 'Polkadot', '[1-9A-HJ-NP-Za-km-z]{46,50}', data)) return false;
  if (accountOn(data.accountAddress, data.chainId) === undefined) return false;
  return verifySignature(data.accountAddress, message, signature);
}
