// A Cosmos sign-in (CAIP-122): ERC-4361's template with a Cosmos account, and the default sign-in's check of one (an
// ADR-036 signature, as Keplr-style wallets' `signArbitrary` makes). Loaded when a ready sign-in first makes or
// verifies one.
import type { SIWXMessageData, SIWXSession } from '../../config/siwx';
import { isAddressOfNetwork } from './address';
import { readStdSignature, verifyAdr036 } from './adr036';

/** The CAIP-122 text of `data`: ERC-4361's template, "Cosmos" for "Ethereum", the address in bech32, the chain id. */
export function cosmosSignInMessage(data: SIWXMessageData): string {
  const reference = data.chainId.split(':')[1] ?? '';
  const lines = [
    `${data.domain} wants you to sign in with your Cosmos account:`,
    data.accountAddress,
    '',
    ...(data.statement ? [data.statement, ''] : []),
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${reference}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt}`,
    ...(data.expirationTime ? [`Expiration Time: ${data.expirationTime}`] : []),
    ...(data.notBefore ? [`Not Before: ${data.notBefore}`] : []),
    ...(data.requestId ? [`Request ID: ${data.requestId}`] : []),
    ...(data.resources?.length ? ['Resources:', ...data.resources.map((resource) => `- ${resource}`)] : []),
  ];
  return lines.join('\n');
}

/** The fields of a Cosmos sign-in message that its verification compares. */
interface CosmosMessageFields {
  domain: string;
  address: string;
  chainReference: string;
  nonce: string;
  expirationTime?: string;
  notBefore?: string;
}

const COSMOS_MESSAGE =
  /^(?<domain>[^\s/]+) wants you to sign in with your Cosmos account:\n(?<address>[a-z][a-z0-9]*1[02-9ac-hj-np-z]{38,})\n\n(?:[^\n]*\n\n)?URI: [^\n]+\nVersion: 1\nChain ID: (?<chainReference>[-_a-zA-Z0-9]{1,32})\nNonce: (?<nonce>[a-zA-Z0-9]+)\nIssued At: [^\n]+(?:\nExpiration Time: (?<expirationTime>[^\n]+))?(?:\nNot Before: (?<notBefore>[^\n]+))?(?:\nRequest ID: [^\n]*)?(?:\nResources:(?:\n- [^\n]+)*)?$/;

/** The fields of `text`, or undefined when it is not a Cosmos sign-in message. */
function parseCosmosMessage(text: string): CosmosMessageFields | undefined {
  const groups = COSMOS_MESSAGE.exec(text)?.groups;
  if (!groups) return undefined;
  const { domain, address, chainReference, nonce, expirationTime, notBefore } = groups as Record<string, string>;
  return {
    domain: domain as string,
    address: address as string,
    chainReference: chainReference as string,
    nonce: nonce as string,
    ...(expirationTime && { expirationTime }),
    ...(notBefore && { notBefore }),
  };
}

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
  const fields = parseCosmosMessage(message);
  if (!fields || fields.address !== data.accountAddress || fields.chainReference !== data.chainId.split(':')[1]) return false;
  if (!isAddressOfNetwork(fields.address, data.chainId)) return false;
  if (fields.domain !== data.domain || fields.nonce !== data.nonce) return false;
  const now = Date.now();
  if (fields.expirationTime !== undefined && !(Date.parse(fields.expirationTime) > now)) return false;
  if (fields.notBefore !== undefined && !(Date.parse(fields.notBefore) <= now)) return false;
  const stdSignature = signatureOf(signature);
  return stdSignature !== undefined && verifyAdr036(fields.address, message, stdSignature);
}
