// A Solana sign-in (CAIP-122): ERC-4361's template with a Solana account, and the default sign-in's check of one (an
// ed25519 signature). Loaded when a ready sign-in first makes or verifies one.
import bs58 from 'bs58';
import type { SIWXMessageData, SIWXSession } from '../../config/siwx';
import { caip122Message, saysSignIn } from '../caip122';

/** The CAIP-122 text of `data`, with a Solana account. */
export const solanaSignInMessage = (data: SIWXMessageData): string => caip122Message('Solana', data);

/** Whether `signature` is the ed25519 signature (base58) of `message` by the Solana account `address`. */
async function verifyEd25519(address: string, message: string, signature: string): Promise<boolean> {
  try {
    const key = await crypto.subtle.importKey('raw', new Uint8Array(bs58.decode(address)), { name: 'Ed25519' }, false, ['verify']);
    return await crypto.subtle.verify({ name: 'Ed25519' }, key, new Uint8Array(bs58.decode(signature)), new TextEncoder().encode(message));
  } catch {
    return false;
  }
}

/** Whether the session's message is its account's, on its network, for its domain and nonce, unexpired and signed by it. */
export async function verifySolanaSignIn({ data, message, signature }: SIWXSession): Promise<boolean> {
  if (!saysSignIn(message, 'Solana', '[1-9A-HJ-NP-Za-km-z]{32,44}', data)) return false;
  return verifyEd25519(data.accountAddress, message, signature);
}
