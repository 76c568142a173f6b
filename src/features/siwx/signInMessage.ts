// Sign-in messages (CAIP-122, docs/behaviour.md#sign-in): ERC-4361 text on eip155 (viem/siwe), the same template with
// a Solana account on solana. Loaded on demand with the ready sign-ins.
import { getAddress } from 'viem';
import { createSiweMessage, generateSiweNonce } from 'viem/siwe';
import type { SIWXMessage, SIWXMessageData, SIWXMessageInput } from '../../config/siwx';

/** What the app says of itself in a message. */
export interface MessageOrigin {
  /** The host (and port) asking for the sign-in, e.g. `example.com`; by default the page's. */
  domain?: string;
  /** The resource signed in to, e.g. `https://example.com`; by default the page's origin. */
  uri?: string;
  /** A line for the user, e.g. `Sign in to Example`; no line breaks. */
  statement?: string;
}

/** The page's host and origin, the domain and URI a message names by default. */
export function pageOrigin(): { domain: string; uri: string } {
  const location = globalThis.location;
  if (!location?.host) throw new Error('Outside a page a sign-in message needs its domain and uri: pass them');
  return { domain: location.host, uri: location.origin };
}

/** The CAIP-122 text of `data`: ERC-4361 on eip155, the same template with "Solana" on solana. */
function messageText(data: SIWXMessageData): string {
  const [namespace, reference = ''] = data.chainId.split(':');
  const times = {
    issuedAt: data.issuedAt === undefined ? undefined : new Date(data.issuedAt),
    expirationTime: data.expirationTime === undefined ? undefined : new Date(data.expirationTime),
    notBefore: data.notBefore === undefined ? undefined : new Date(data.notBefore),
  };
  if (namespace === 'eip155') {
    return createSiweMessage({
      ...data,
      ...times,
      address: getAddress(data.accountAddress),
      chainId: Number(reference),
      version: '1',
    });
  }
  if (namespace !== 'solana') throw new Error(`Sign-in messages are made for eip155 and solana accounts, not ${namespace}`);
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

/**
 * A fresh message for `input`: a new nonce (unless the app's server gives one), issued now, expiring `lifetimeMs` later.
 */
export function newMessage(
  input: SIWXMessageInput,
  {
    domain,
    uri,
    statement,
    nonce = generateSiweNonce(),
    lifetimeMs,
    now = Date.now(),
  }: MessageOrigin & { nonce?: string; lifetimeMs: number; now?: number },
): SIWXMessage {
  const page = domain === undefined || uri === undefined ? pageOrigin() : { domain, uri };
  const data: SIWXMessageData = {
    ...input,
    domain: domain ?? page.domain,
    uri: uri ?? page.uri,
    version: '1',
    nonce,
    ...(statement && { statement }),
    issuedAt: new Date(now).toISOString(),
    expirationTime: new Date(now + lifetimeMs).toISOString(),
  };
  const text = messageText(data);
  return { ...data, toString: () => text };
}

/** The fields of a Solana sign-in message that its verification compares, or undefined when the text is not one. */
export interface SolanaMessageFields {
  domain: string;
  address: string;
  chainReference: string;
  nonce: string;
  expirationTime?: string;
  notBefore?: string;
}

const SOLANA_MESSAGE =
  /^(?<domain>[^\s/]+) wants you to sign in with your Solana account:\n(?<address>[1-9A-HJ-NP-Za-km-z]{32,44})\n\n(?:[^\n]*\n\n)?URI: [^\n]+\nVersion: 1\nChain ID: (?<chainReference>[-_a-zA-Z0-9]{1,32})\nNonce: (?<nonce>[a-zA-Z0-9]+)\nIssued At: [^\n]+(?:\nExpiration Time: (?<expirationTime>[^\n]+))?(?:\nNot Before: (?<notBefore>[^\n]+))?(?:\nRequest ID: [^\n]*)?(?:\nResources:(?:\n- [^\n]+)*)?$/;

export function parseSolanaMessage(text: string): SolanaMessageFields | undefined {
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
