// What a sign-in session is as data, and which sessions count for an account on a network (docs/behaviour.md#sign-in).
// Shared by the modal's reading of a host's answers and by the ready implementations; loaded on demand.
import type { SIWXMessageData, SIWXSession } from '../../config/siwx';
import { type CaipAddress, isCaipNetworkId, parseCaipAddress } from '../../utils/caip';
import { anyValue, recordOf } from '../../utils/schemas';
import { z } from '../../utils/zod';
import type { SessionKey } from './siwxActions';

const optionalString = z.optional(z.string());

/** A message's fields as plain data: a host's `SIWXMessage` carries a `toString` besides, which state cannot hold. */
const messageDataSchema = z.object({
  accountAddress: z.string().check(z.minLength(1)),
  chainId: z.custom<SIWXMessageData['chainId']>(isCaipNetworkId, 'Expected a CAIP-2 network id'),
  domain: z.string(),
  uri: z.string(),
  version: z.string(),
  nonce: z.string(),
  notBefore: optionalString,
  statement: optionalString,
  resources: z.optional(z.array(z.string())),
  requestId: optionalString,
  issuedAt: optionalString,
  expirationTime: optionalString,
});

export const sessionSchema = z.object({
  data: messageDataSchema,
  message: z.string(),
  signature: z.string(),
  cacao: z.optional(
    z.object({
      h: z.object({ t: z.string() }),
      p: recordOf(anyValue),
      s: z.object({ t: z.string(), s: z.string(), m: optionalString }),
    }),
  ),
});

/** A message's fields, copied out of whatever object holds them; undefined when one is missing or malformed. */
export function messageDataOf(message: unknown): SIWXMessageData | undefined {
  const parsed = messageDataSchema.safeParse(message);
  return parsed.success ? parsed.data : undefined;
}

/** The key of a session: its account on its network. */
export const keyOf = (data: SIWXMessageData): SessionKey => ({ chainId: data.chainId, address: data.accountAddress });

/** The key of a CAIP-10 account (`eip155:1:0xab…`). */
export function keyOfAccount(account: CaipAddress): SessionKey {
  const { caipNetworkId, address } = parseCaipAddress(account);
  return { chainId: caipNetworkId, address };
}

/** A key as one string, the same for every spelling of one account (an EVM address in any case): its CAIP-10 form. */
export const keyId = ({ chainId, address }: SessionKey) => `${chainId}:${chainId.startsWith('eip155:') ? address.toLowerCase() : address}`;

/** Whether two keys name one account on one network. */
export const sameKey = (a: SessionKey | undefined, b: SessionKey | undefined) =>
  a !== undefined && b !== undefined && keyId(a) === keyId(b);

/** Whether the session's message has expired at `now` (epoch ms); one without an expiry never does. */
export function hasExpired(session: SIWXSession, now: number): boolean {
  const expiry = session.data.expirationTime;
  return expiry !== undefined && !(Date.parse(expiry) > now);
}

/**
 * Of what a sign-in answered, the well-formed sessions of `key` that have not expired; `onDropped` hears of each one
 * left out for being malformed. Throws when the answer is not a list at all.
 */
export function sessionsOf(answer: unknown, key: SessionKey, now: number, onDropped: (reason: string) => void): SIWXSession[] {
  if (!Array.isArray(answer)) throw new Error('The sign-in answered sessions that are not a list');
  const sessions: SIWXSession[] = [];
  for (const entry of answer) {
    const parsed = sessionSchema.safeParse(entry);
    if (!parsed.success) onDropped('A malformed sign-in session was left out');
    else if (sameKey(keyOf(parsed.data.data), key) && !hasExpired(parsed.data, now)) sessions.push(parsed.data);
  }
  return sessions;
}
