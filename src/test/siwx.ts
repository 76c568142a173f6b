import type { SIWEConfig, SIWXConfig, SIWXSession } from '../config/siwx';
import type { CaipNetworkId } from '../utils/caip';

/** A session of `address` on `chainId` as a host's sign-in would give it back (its message and signature are not checked here). */
export function sessionOf(chainId: CaipNetworkId, address: string, { expiresAt }: { expiresAt?: Date } = {}): SIWXSession {
  return {
    data: {
      accountAddress: address,
      chainId,
      domain: 'localhost',
      uri: 'http://localhost',
      version: '1',
      nonce: 'abcdefgh1234',
      issuedAt: new Date().toISOString(),
      ...(expiresAt && { expirationTime: expiresAt.toISOString() }),
    },
    message: `localhost wants you to sign in with ${address}`,
    signature: '0x00',
  };
}

/**
 * A host's sign-in for tests about the flow rather than about verification: it keeps what it is given in memory, and
 * `reads: 'fail'` makes every session read fail.
 */
export function memorySiwx({
  required = false,
  sessions = [],
  reads = 'work',
}: {
  required?: boolean;
  sessions?: SIWXSession[];
  reads?: 'work' | 'fail';
} = {}) {
  const kept = [...sessions];
  const matches = (session: SIWXSession, chainId: string, address: string) =>
    session.data.chainId === chainId && session.data.accountAddress.toLowerCase() === address.toLowerCase();
  const siwx: SIWXConfig = {
    async createMessage(input) {
      const data = { ...sessionOf(input.chainId, input.accountAddress).data, ...input };
      return { ...data, toString: () => `localhost wants you to sign in with ${input.accountAddress} on ${input.chainId}` };
    },
    async addSession(session) {
      kept.push(session);
    },
    async revokeSession(chainId, address) {
      kept.splice(0, kept.length, ...kept.filter((session) => !matches(session, chainId, address)));
    },
    async setSessions(next) {
      kept.splice(0, kept.length, ...next);
    },
    async getSessions(chainId, address) {
      if (reads === 'fail') throw new Error('The sign-in server is down');
      return kept.filter((session) => matches(session, chainId, address));
    },
    getRequired: () => required,
  };
  return { siwx, kept };
}

/** A legacy SIWE app for tests: one session at a time, every signature accepted unless `verifies` says no. */
export function memorySiwe({ required, verifies = true }: { required?: boolean; verifies?: boolean } = {}) {
  let session: { address: string; chainId: number } | null = null;
  const siwe: SIWEConfig = {
    getNonce: async () => 'abcdefgh1234',
    createMessage: ({ address, chainId, nonce }) => `Sign in ${address} on ${chainId} with ${nonce}`,
    verifyMessage: async () => verifies,
    getSession: async () => session,
    signOut: async () => {
      session = null;
      return true;
    },
    onSignIn: (signedIn) => {
      session = signedIn ?? null;
    },
    ...(required !== undefined && { required }),
  };
  return { siwe, session: () => session };
}
