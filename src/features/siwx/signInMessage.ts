// Sign-in messages (CAIP-122, docs/behaviour.md#sign-in): what every message says, in the wording of the account's
// family (its `signIn` hooks). Loaded on demand with the ready sign-ins.
import { generateSiweNonce } from 'viem/siwe';
import { shippedFamily, shippedNamespaces } from '../../adapters/shippedFamilies';
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

/** The CAIP-122 text of `data`, in the wording of its account's family. */
async function messageText(data: SIWXMessageData): Promise<string> {
  const namespace = data.chainId.split(':')[0] ?? '';
  const family = shippedFamily(namespace);
  if (!family) throw new Error(`Sign-in messages are made for ${shippedNamespaces().join(' and ')} accounts, not ${namespace}`);
  return family.signIn.messageText(data);
}

/**
 * A fresh message for `input`: a new nonce (unless the app's server gives one), issued now, expiring `lifetimeMs` later.
 */
export async function newMessage(
  input: SIWXMessageInput,
  {
    domain,
    uri,
    statement,
    nonce = generateSiweNonce(),
    lifetimeMs,
    now = Date.now(),
  }: MessageOrigin & { nonce?: string; lifetimeMs: number; now?: number },
): Promise<SIWXMessage> {
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
  const text = await messageText(data);
  return { ...data, toString: () => text };
}
