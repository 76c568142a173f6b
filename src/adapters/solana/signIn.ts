// A Solana sign-in (CAIP-122): ERC-4361's template with a Solana account, and the default sign-in's check of one (an
// ed25519 signature). Loaded when a ready sign-in first makes or verifies one.
import bs58 from 'bs58';
import type { SIWXMessageData, SIWXSession } from '../../config/siwx';

/** The CAIP-122 text of `data`: ERC-4361's template, "Solana" for "Ethereum", the address in base58. */
export function solanaSignInMessage(data: SIWXMessageData): string {
  const reference = data.chainId.split(':')[1] ?? '';
  const lines = [
    `${data.domain} wants you to sign in with your Solana account:`,
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

/** The fields of a Solana sign-in message that its verification compares. */
interface SolanaMessageFields {
  domain: string;
  address: string;
  chainReference: string;
  nonce: string;
  expirationTime?: string;
  notBefore?: string;
}

const SOLANA_MESSAGE =
  /^(?<domain>[^\s/]+) wants you to sign in with your Solana account:\n(?<address>[1-9A-HJ-NP-Za-km-z]{32,44})\n\n(?:[^\n]*\n\n)?URI: [^\n]+\nVersion: 1\nChain ID: (?<chainReference>[-_a-zA-Z0-9]{1,32})\nNonce: (?<nonce>[a-zA-Z0-9]+)\nIssued At: [^\n]+(?:\nExpiration Time: (?<expirationTime>[^\n]+))?(?:\nNot Before: (?<notBefore>[^\n]+))?(?:\nRequest ID: [^\n]*)?(?:\nResources:(?:\n- [^\n]+)*)?$/;

/** The fields of `text`, or undefined when it is not a Solana sign-in message. */
function parseSolanaMessage(text: string): SolanaMessageFields | undefined {
  const groups = SOLANA_MESSAGE.exec(text)?.groups;
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
  const fields = parseSolanaMessage(message);
  if (!fields || fields.address !== data.accountAddress || fields.chainReference !== data.chainId.split(':')[1]) return false;
  if (fields.domain !== data.domain || fields.nonce !== data.nonce) return false;
  const now = Date.now();
  if (fields.expirationTime !== undefined && !(Date.parse(fields.expirationTime) > now)) return false;
  if (fields.notBefore !== undefined && !(Date.parse(fields.notBefore) <= now)) return false;
  return verifyEd25519(data.accountAddress, message, signature);
}
