// The two ready sign-ins a host passes as `siwx` (docs/behaviour.md#sign-in). Each is a few forwarders here; what it
// does (viem's ERC-4361 messages, the verification, the requests) loads on its first use, out of the host's first load.
import type { SIWXConfig } from '../../config/siwx';
import type { DefaultSiwxOptions } from './localSiwx';
import type { ServerSiwxOptions } from './serverSiwx';

export type { DefaultSiwxOptions, ServerSiwxOptions };

type Body = Omit<SIWXConfig, 'getRequired' | 'signOutOnDisconnect'>;

/** A sign-in whose methods load `body` on the first call, once for all of them. */
function onFirstUse(load: () => Promise<Body>, { required = false, signOutOnDisconnect = true }): SIWXConfig {
  let body: Promise<Body> | undefined;
  const loaded = () => {
    body ??= load();
    return body;
  };
  return {
    createMessage: async (input) => (await loaded()).createMessage(input),
    addSession: async (session) => (await loaded()).addSession(session),
    revokeSession: async (chainId, address) => (await loaded()).revokeSession(chainId, address),
    setSessions: async (sessions) => (await loaded()).setSessions(sessions),
    getSessions: async (chainId, address) => (await loaded()).getSessions(chainId, address),
    getRequired: () => required,
    signOutOnDisconnect,
  };
}

/**
 * Sign-in without a server: messages made in the page (ERC-4361 on eip155, the same template on Solana) with a fresh
 * nonce and a lifetime, sessions verified in the page (an eip155 signature against its chain, so contract accounts verify
 * too; a Solana one as ed25519) and kept in the browser's storage until they expire.
 *
 *     createWalletModal({ networks, siwx: createDefaultSiwx({ networks, required: true }) })
 */
export function createDefaultSiwx(options: DefaultSiwxOptions): SIWXConfig {
  return onFirstUse(() => import('./localSiwx').then(({ localSiwx }) => localSiwx(options)), options);
}

/**
 * Sign-in with the host's server: the nonce comes from it, it verifies the signed message (nonce once, domain, expiry,
 * signature) and keeps the session in an http-only cookie, which the page sends with every request to it.
 *
 *     createWalletModal({ networks, siwx: createServerSiwx({ url: 'https://api.example.com/auth', required: true }) })
 */
export function createServerSiwx(options: ServerSiwxOptions): SIWXConfig {
  return onFirstUse(() => import('./serverSiwx').then(({ serverSiwx }) => serverSiwx(options)), options);
}
