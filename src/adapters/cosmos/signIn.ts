// A Cosmos sign-in (CAIP-122): ERC-4361's template with a Cosmos account, and the default sign-in's check of one (an
// ADR-036 signature, as Keplr-style wallets' `signArbitrary` makes). Loaded when a ready sign-in first makes or
// verifies one.
import type { SIWXMessageData, SIWXSession } from '../../config/siwx';
import { caip122Message, saysSignIn } from '../caip122';
import { isAddressOfNetwork } from './address';
import { readStdSignature, verifyAdr036 } from './adr036';

/** The CAIP-122 text of `data`, with a Cosmos account. */
export const cosmosSignInMessage = (data: SIWXMessageData): string => caip122Message('Cosmos', data);

/** The `StdSignature` a session's signature (its JSON) holds, or undefined. */
function signatureOf(text: string) {
  try {
    return readStdSignature(JSON.parse(text));
  } catch {
    return undefined;
  }
}

/**
 * Whether the session's message is its account's, on its network (the address has the chain's prefix), for its domain
 * and nonce, unexpired, and signed by it (ADR-036).
 */
export async function verifyCosmosSignIn({ data, message, signature }: SIWXSession): Promise<boolean> {
  if (!saysSignIn(message, 'Cosmos', '[a-z][a-z0-9]*1[02-9ac-hj-np-z]{38,}', data)) return false;
  if (!isAddressOfNetwork(data.accountAddress, data.chainId)) return false;
  const stdSignature = signatureOf(signature);
  return stdSignature !== undefined && verifyAdr036(data.accountAddress, message, stdSignature);
}
