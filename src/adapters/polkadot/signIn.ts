// A Polkadot sign-in (CAIP-122): ERC-4361's template with a Polkadot account, and the default sign-in's check of one (a
// `signRaw` signature: sr25519, ed25519 or ecdsa, over the message wrapped in <Bytes>…</Bytes> as extensions sign it).
// Loaded when a ready sign-in first makes or verifies one; @polkadot/util-crypto comes with it.
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto';
import type { SIWXMessageData, SIWXSession } from '../../config/siwx';
import { accountOn, referenceOf } from './address';

/** The CAIP-122 text of `data`: ERC-4361's template, "Polkadot" for "Ethereum", the address in SS58. */
export function polkadotSignInMessage(data: SIWXMessageData): string {
  const lines = [
    `${data.domain} wants you to sign in with your Polkadot account:`,
    data.accountAddress,
    '',
    ...(data.statement ? [data.statement, ''] : []),
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${referenceOf(data.chainId)}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt}`,
    ...(data.expirationTime ? [`Expiration Time: ${data.expirationTime}`] : []),
    ...(data.notBefore ? [`Not Before: ${data.notBefore}`] : []),
    ...(data.requestId ? [`Request ID: ${data.requestId}`] : []),
    ...(data.resources?.length ? ['Resources:', ...data.resources.map((resource) => `- ${resource}`)] : []),
  ];
  return lines.join('\n');
}

/** The fields of a Polkadot sign-in message that its verification compares. */
interface PolkadotMessageFields {
  domain: string;
  address: string;
  chainReference: string;
  nonce: string;
  expirationTime?: string;
  notBefore?: string;
}

const POLKADOT_MESSAGE =
  /^(?<domain>[^\s/]+) wants you to sign in with your Polkadot account:\n(?<address>[1-9A-HJ-NP-Za-km-z]{46,50})\n\n(?:[^\n]*\n\n)?URI: [^\n]+\nVersion: 1\nChain ID: (?<chainReference>[-_a-zA-Z0-9]{1,32})\nNonce: (?<nonce>[a-zA-Z0-9]+)\nIssued At: [^\n]+(?:\nExpiration Time: (?<expirationTime>[^\n]+))?(?:\nNot Before: (?<notBefore>[^\n]+))?(?:\nRequest ID: [^\n]*)?(?:\nResources:(?:\n- [^\n]+)*)?$/;

/** The fields of `text`, or undefined when it is not a Polkadot sign-in message. */
function parsePolkadotMessage(text: string): PolkadotMessageFields | undefined {
  const groups = POLKADOT_MESSAGE.exec(text)?.groups;
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
  const fields = parsePolkadotMessage(message);
  if (!fields || fields.address !== data.accountAddress || fields.chainReference !== referenceOf(data.chainId)) return false;
  if (fields.domain !== data.domain || fields.nonce !== data.nonce) return false;
  if (accountOn(fields.address, data.chainId) === undefined) return false;
  const now = Date.now();
  if (fields.expirationTime !== undefined && !(Date.parse(fields.expirationTime) > now)) return false;
  if (fields.notBefore !== undefined && !(Date.parse(fields.notBefore) <= now)) return false;
  return verifySignature(data.accountAddress, message, signature);
}
