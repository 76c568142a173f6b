// The server-backed sign-in (`createServerSiwx`, docs/behaviour.md#sign-in): the host's API gives the nonce, verifies the
// signed message and keeps the session in an http-only cookie, which every request carries. Loaded on its first use.

import { API_REQUEST_TIMEOUT_MS } from '../../api/apiRequest';
import type { SIWXConfig, SIWXSession } from '../../config/siwx';
import { ErrorText } from '../../errors';
import type { CaipNetworkId } from '../../utils/caip';
import { z } from '../../utils/zod';
import { sameKey } from './sessions';
import { SIGN_IN_LIFETIME_MS } from './signInLifetime';
import { type MessageOrigin, newMessage } from './signInMessage';

export interface ServerSiwxOptions extends MessageOrigin {
  /**
   * The base URL of the host's sign-in API, which answers `GET nonce` (it may set a cookie that binds the nonce to this
   * browser), `POST verify` (`{ message, signature }`, setting the session cookie), `GET session?chainId&address` and
   * `POST signout?chainId&address` (without the query: every sign-in) under it, with credentials allowed for the page's
   * origin. Every call sends the browser's cookies (docs/behaviour.md#sign-in-server).
   */
  url: string;
  /** A connection needs a sign-in to stay; false by default. */
  required?: boolean;
  /** A disconnect signs the account out; true by default. */
  signOutOnDisconnect?: boolean;
  /** How long a sign-in asks to last, in milliseconds (the server may end it sooner); 24 h by default. */
  lifetimeMs?: number;
}

const nonceAnswer = z.object({ nonce: z.string().check(z.regex(/^[a-zA-Z0-9]{8,}$/)) });

/** A sign-in the server verified: its account, network, times (ISO 8601) and the signed message. */
const sessionAnswer = z.nullable(
  z.object({
    address: z.string(),
    chainId: z.string(),
    domain: z.string(),
    uri: z.string(),
    issuedAt: z.string(),
    expiresAt: z.string(),
    message: z.string(),
    signature: z.string(),
  }),
);

/** The server-backed sign-in, as `createServerSiwx` hands it out once first used. */
export function serverSiwx({
  url,
  lifetimeMs = SIGN_IN_LIFETIME_MS,
  ...origin
}: ServerSiwxOptions): Omit<SIWXConfig, 'getRequired' | 'signOutOnDisconnect'> {
  const base = url.endsWith('/') ? url : `${url}/`;

  /** One request to the sign-in API, with the session cookie; resolves with the answer's JSON, or throws what the server said. */
  async function call(path: string, body?: object): Promise<unknown> {
    const response = await fetch(new URL(path, base), {
      method: body ? 'POST' : 'GET',
      credentials: 'include',
      signal: AbortSignal.timeout(API_REQUEST_TIMEOUT_MS),
      ...(body && { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${ErrorText.httpStatus(response.status)}${text ? `: ${text.slice(0, 300)}` : ''}`);
    return text ? JSON.parse(text) : null;
  }

  /** A path naming one account on one network, as the API's query. */
  const naming = (path: string, key: { chainId: CaipNetworkId; address: string }) => `${path}?${new URLSearchParams(key)}`;
  const signOut = (key?: { chainId: CaipNetworkId; address: string }) => call(key ? naming('signout', key) : 'signout', {});

  async function sessionOf(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]> {
    const answer = sessionAnswer.parse(await call(naming('session', { chainId, address })));
    if (!answer || !sameKey({ chainId: answer.chainId as CaipNetworkId, address: answer.address }, { chainId, address })) return [];
    const nonce = /\nNonce: (\S+)/.exec(answer.message)?.[1] ?? '';
    return [
      {
        data: {
          accountAddress: address,
          chainId,
          domain: answer.domain,
          uri: answer.uri,
          version: '1',
          nonce,
          issuedAt: answer.issuedAt,
          expirationTime: answer.expiresAt,
        },
        message: answer.message,
        signature: answer.signature,
      },
    ];
  }

  const verify = (session: SIWXSession) => call('verify', { message: session.message, signature: session.signature });

  return {
    async createMessage(input) {
      const { nonce } = nonceAnswer.parse(await call('nonce'));
      return newMessage(input, { ...origin, nonce, lifetimeMs });
    },

    addSession: async (session) => void (await verify(session)),

    revokeSession: async (chainId, address) => void (await signOut({ chainId, address })),

    // A session is made by verifying a signature whose nonce the server has not spent: one kept elsewhere is refused.
    async setSessions(sessions) {
      await signOut();
      for (const session of sessions) await verify(session);
    },

    getSessions: sessionOf,
  };
}
