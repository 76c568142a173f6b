// A Bitcoin sign-in (CAIP-122): ERC-4361's template with a Bitcoin account, and the default sign-in's check of one (a
// BIP-322 or legacy signature, see messageSignature.ts). Loaded when a ready sign-in first makes or verifies one.
import type { SIWXMessageData, SIWXSession } from '../../config/siwx';
import { isNetworkAddress } from './address';
import { verifyMessageSignature } from './messageSignature';

/** The CAIP-122 text of `data`: ERC-4361's template, "Bitcoin" for "Ethereum", the address as the wallet shares it. */
export function bitcoinSignInMessage(data: SIWXMessageData): string {
  const reference = data.chainId.split(':')[1] ?? '';
  const lines = [
    `${data.domain} wants you to sign in with your Bitcoin account:`,
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

/** The fields of a Bitcoin sign-in message that its verification compares. */
interface BitcoinMessageFields {
  domain: string;
  address: string;
  chainReference: string;
  nonce: string;
  expirationTime?: string;
  notBefore?: string;
}

const BITCOIN_MESSAGE =
  /^(?<domain>[^\s/]+) wants you to sign in with your Bitcoin account:\n(?<address>[a-zA-Z0-9]{25,90})\n\n(?:[^\n]*\n\n)?URI: [^\n]+\nVersion: 1\nChain ID: (?<chainReference>[-_a-zA-Z0-9]{1,32})\nNonce: (?<nonce>[a-zA-Z0-9]+)\nIssued At: [^\n]+(?:\nExpiration Time: (?<expirationTime>[^\n]+))?(?:\nNot Before: (?<notBefore>[^\n]+))?(?:\nRequest ID: [^\n]*)?(?:\nResources:(?:\n- [^\n]+)*)?$/;

/** The fields of `text`, or undefined when it is not a Bitcoin sign-in message. */
function parseBitcoinMessage(text: string): BitcoinMessageFields | undefined {
  const groups = BITCOIN_MESSAGE.exec(text)?.groups;
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

/**
 * Whether the session's message is its account's, an address of its network, for its domain and nonce, unexpired and
 * signed by it.
 */
export async function verifyBitcoinSignIn({ data, message, signature }: SIWXSession): Promise<boolean> {
  const fields = parseBitcoinMessage(message);
  const reference = data.chainId.split(':')[1];
  if (!fields || fields.address !== data.accountAddress || fields.chainReference !== reference) return false;
  if (fields.domain !== data.domain || fields.nonce !== data.nonce) return false;
  if (!isNetworkAddress(fields.address, reference)) return false;
  const now = Date.now();
  if (fields.expirationTime !== undefined && !(Date.parse(fields.expirationTime) > now)) return false;
  if (fields.notBefore !== undefined && !(Date.parse(fields.notBefore) <= now)) return false;
  return verifyMessageSignature(data.accountAddress, message, signature);
}
