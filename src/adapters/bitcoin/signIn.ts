// A Bitcoin sign-in (CAIP-122): ERC-4361's template with a Bitcoin account, and the default sign-in's check of one (a
// BIP-322 or legacy signature, see messageSignature.ts). Loaded when a ready sign-in first makes or verifies one.
import type { SIWXMessageData, SIWXSession } from '../../config/siwx';
import { caip122Message, saysSignIn } from '../caip122';
import { isNetworkAddress } from './address';
import { verifyMessageSignature } from './messageSignature';

/** The CAIP-122 text of `data`, with a Bitcoin account. */
export const bitcoinSignInMessage = (data: SIWXMessageData): string => caip122Message('Bitcoin', data);

/**
 * Whether the session's message is its account's, an address of its network, for its domain and nonce, unexpired and
 * signed by it.
 */
export async function verifyBitcoinSignIn({ data, message, signature }: SIWXSession): Promise<boolean> {
  if (!saysSignIn(message, 'Bitcoin', '[a-zA-Z0-9]{25,90}', data)) return false;
  if (!isNetworkAddress(data.accountAddress, data.chainId.split(':')[1])) return false;
  return verifyMessageSignature(data.accountAddress, message, signature);
}
