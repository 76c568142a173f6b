// The legacy `siweConfig` (Ethereum only) as the SIWX contract the flow speaks (docs/behaviour.md#sign-in). Loaded on
// demand with the flow.
import type { SIWEConfig, SIWEMessageArgs, SIWXConfig, SIWXMessageData, SIWXSession } from '../../config/siwx';
import type { CaipNetworkId } from '../../utils/caip';
import { pageOrigin } from './signInMessage';

const chainNumber = (chainId: CaipNetworkId) => Number(chainId.split(':')[1]);

/** Without `getMessageParams`, the page names itself: its host is the domain, its origin the URI. */
function pageParams(): SIWEMessageArgs {
  const { domain, uri } = pageOrigin();
  return { chains: [], domain, uri };
}

/**
 * `siwe` as a SIWX sign-in: its nonce and message text make the message, its `verifyMessage` decides a session, its one
 * session (`getSession`) is the account's on its chain, `signOut` revokes it.
 */
export function siwxFromSiwe(siwe: SIWEConfig): SIWXConfig {
  async function signOut() {
    await siwe.signOut();
    siwe.onSignOut?.();
  }

  /** The SIWE session when it counts for the account on the network (another account's or chain's does not, unless told). */
  async function sessionFor(chainId: CaipNetworkId, address: string) {
    const session = await siwe.getSession();
    if (!session) return undefined;
    const otherAccount = session.address.toLowerCase() !== address.toLowerCase();
    const otherChain = `eip155:${session.chainId}` !== chainId;
    if ((otherAccount && siwe.signOutOnAccountChange !== false) || (otherChain && siwe.signOutOnNetworkChange !== false)) return undefined;
    return session;
  }

  const config: SIWXConfig = {
    async createMessage({ accountAddress, chainId, notBefore }) {
      const { chains: _chains, iat, exp, nbf, ...params } = (await siwe.getMessageParams?.()) ?? pageParams();
      const nonce = await siwe.getNonce(accountAddress);
      const issuedAt = iat ?? new Date().toISOString();
      const text = siwe.createMessage({
        ...params,
        address: accountAddress,
        chainId: chainNumber(chainId),
        nonce,
        version: '1',
        iat: issuedAt,
        exp,
        nbf: notBefore ?? nbf,
      });
      const data: SIWXMessageData = {
        ...params,
        accountAddress,
        chainId,
        nonce,
        version: '1',
        issuedAt,
        expirationTime: exp,
        notBefore: notBefore ?? nbf,
      };
      return { ...data, toString: () => text };
    },

    async addSession({ data, message, signature, cacao }) {
      if (!(await siwe.verifyMessage({ message, signature, cacao }))) throw new Error('The app did not verify the signature');
      siwe.onSignIn?.({ address: data.accountAddress, chainId: chainNumber(data.chainId) });
    },

    async revokeSession(chainId, address) {
      if (await sessionFor(chainId, address)) await signOut();
    },

    async setSessions(sessions) {
      // A SIWE app keeps one session: the first given stands for all.
      const [first] = sessions;
      if (first) await config.addSession(first);
      else await signOut();
    },

    async getSessions(chainId, address): Promise<SIWXSession[]> {
      if (!(await sessionFor(chainId, address))) return [];
      // A SIWE session names its account and chain only; the message it was made from stays with the app.
      return [{ data: { accountAddress: address, chainId, domain: '', uri: '', version: '1', nonce: '' }, message: '', signature: '' }];
    },

    getRequired: () => siwe.required !== false,
    signOutOnDisconnect: siwe.signOutOnDisconnect !== false,
  };
  return config;
}
