import type { FrameHandlers } from '../src/adapters/embeddedWallet/frameMessenger';
import { type FrameRequest, rpcMethodPolicy } from '../src/adapters/embeddedWallet/protocol';
import { ErrorText } from '../src/errors';
import type { CaipNetworkId } from '../src/utils/caip';
import type { ApprovalPanel } from './approval';
import type { Backend } from './backend';
import type { FrameConfig, FrameNetwork } from './config';
import { evmRequest } from './evm';
import type { KeyStore, StoredSession, UserKeys } from './keyStore';

interface FrameWalletOptions {
  config: FrameConfig;
  /** The network the modal asked for in the frame's URL. */
  initialChainId: CaipNetworkId | undefined;
  backend: Backend;
  keyStore: KeyStore;
  approvals: ApprovalPanel;
  /** Shows the page in the modal's theme. */
  applyTheme(theme: FrameRequest<'SYNC_THEME'>): void;
  /** Reloads the frame's page (after the reply went out). */
  reload(): void;
}

interface SignedIn {
  session: StoredSession;
  keys: UserKeys;
}

/**
 * The frame's answers to the modal (docs/behaviour.md#embedded-wallet): e-mail login against the backend, the user's
 * keys made at first login on this device, and RPC requests under the method policy, approvals asked in the frame.
 */
export function createFrameWallet({ config, initialChainId, backend, keyStore, approvals, applyTheme, reload }: FrameWalletOptions) {
  const networkOf = (chainId: string): FrameNetwork | undefined => config.networks.find((network) => network.caipNetworkId === chainId);
  const firstNetwork = config.networks[0]?.caipNetworkId;
  let chainId: CaipNetworkId | undefined = initialChainId && networkOf(initialChainId) ? initialChainId : firstNetwork;
  /** The e-mail of the login in progress. */
  let loginEmail: string | undefined;
  let signedIn: SignedIn | undefined;

  const currentChainId = () => {
    if (!chainId) throw new Error(ErrorText.unsupportedChain);
    return chainId;
  };

  /** The stored session, if the backend still honours it and this device has the user's keys. */
  async function restore(): Promise<SignedIn | undefined> {
    // A session past its expiry is over here too, without asking the backend: the frame signs nothing for it.
    if (signedIn && signedIn.session.expiresAt <= Date.now()) {
      signedIn = undefined;
      await keyStore.clearSession();
    }
    if (signedIn) return signedIn;
    const session = await keyStore.session();
    if (!session) return undefined;
    const user = session.expiresAt > Date.now() ? await backend.session(session.token) : undefined;
    const keys = user && (await keyStore.keysOf(session.userId));
    if (!user || !keys) {
      await keyStore.clearSession();
      return undefined;
    }
    signedIn = { session: { ...session, email: user.email }, keys };
    return signedIn;
  }

  async function requireSignedIn(): Promise<SignedIn> {
    const current = await restore();
    if (!current) throw new Error(ErrorText.frameNotSignedIn);
    return current;
  }

  /** After a verified code: the user's keys on this device, made (and their addresses told to the backend) at first login. */
  async function signIn({ token, expiresAt, user: { id, email } }: Awaited<ReturnType<Backend['verifyOtp']>>) {
    const userId = String(id);
    const user = await backend.session(token);
    let keys = await keyStore.keysOf(userId);
    if (!keys) {
      if (user?.addresses?.eip155 || user?.addresses?.solana) {
        await backend.signOut(token).catch(() => undefined);
        throw new Error(ErrorText.frameKeysOnOtherDevice);
      }
      keys = await keyStore.createKeys(userId);
      await backend.saveAddresses(token, { eip155: keys.evmAddress, solana: keys.solanaAddress });
    }
    const session = { token, userId, email, expiresAt: typeof expiresAt === 'number' ? expiresAt : Date.parse(expiresAt) };
    const previous = await keyStore.session();
    await keyStore.saveSession(session);
    // One session a device: the one this login replaces ends at the backend too.
    if (previous && previous.token !== token) await backend.signOut(previous.token).catch(() => undefined);
    signedIn = { session, keys };
  }

  const pendingEmail = () => {
    if (!loginEmail) throw new Error(ErrorText.frameNotSignedIn);
    return loginEmail;
  };

  const handlers: FrameHandlers = {
    SWITCH_NETWORK({ chainId: next }) {
      if (!networkOf(next)) throw new Error(ErrorText.unsupportedChain);
      chainId = next;
      return { chainId: next };
    },
    async CONNECT_EMAIL({ email }) {
      loginEmail = email;
      const stored = await keyStore.session();
      const token = stored?.email === email ? stored.token : undefined;
      const answer = await backend.connectEmail({ email, deviceId: await keyStore.deviceId() }, token);
      if (answer.action === 'CONNECT' && !(await restore())) return { action: 'VERIFY_OTP' };
      return answer;
    },
    async CONNECT_DEVICE() {
      await backend.waitForDevice({ email: pendingEmail(), deviceId: await keyStore.deviceId() });
      return {};
    },
    async CONNECT_OTP({ otp }) {
      const email = pendingEmail();
      await signIn(await backend.verifyOtp({ email, deviceId: await keyStore.deviceId(), otp }));
      loginEmail = undefined;
      return {};
    },
    async GET_USER({ chainId: asked }) {
      const { session, keys } = await requireSignedIn();
      const userChainId = asked ?? currentChainId();
      const address = userChainId.startsWith('solana:') ? keys.solanaAddress : keys.evmAddress;
      return { email: session.email, address, chainId: userChainId, accounts: [{ address, type: 'eoa' }], preferredAccountType: 'eoa' };
    },
    async SIGN_OUT() {
      const current = signedIn ?? (await keyStore.session().then((session) => session && { session }));
      signedIn = undefined;
      await keyStore.clearSession();
      // The session ends here whatever the backend answers; the token is forgotten.
      if (current) await backend.signOut(current.session.token).catch(() => undefined);
      return {};
    },
    async IS_CONNECTED() {
      return { isConnected: (await restore()) !== undefined };
    },
    GET_CHAIN_ID() {
      return { chainId: currentChainId() };
    },
    GET_SMART_ACCOUNT_ENABLED_NETWORKS() {
      return { smartAccountEnabledNetworks: [] };
    },
    INIT_SMART_ACCOUNT() {
      throw new Error(ErrorText.smartAccountsNotEnabled);
    },
    SET_PREFERRED_ACCOUNT({ type }) {
      if (type !== 'eoa') throw new Error(ErrorText.smartAccountsNotEnabled);
      return { type };
    },
    async RPC_REQUEST({ chainId: requestChainId, method, params }) {
      if (rpcMethodPolicy(method) === 'refused') throw new Error(ErrorText.rpcNotAllowed);
      const network = networkOf(requestChainId);
      if (!network) throw new Error(ErrorText.unsupportedChain);
      const { keys } = await requireSignedIn();
      const context = { network, keys, approve: approvals.approve };
      if (requestChainId.startsWith('eip155:')) return { result: await evmRequest(context, method, params) };
      if (requestChainId.startsWith('solana:')) {
        // Solana's methods read transactions with @solana/web3.js: a frame that only ever signs for EVM never loads it.
        const { solanaRequest } = await import('./solana');
        return { result: await solanaRequest(context, method, params) };
      }
      throw new Error(ErrorText.unsupportedChain);
    },
    async UPDATE_EMAIL({ email }) {
      await backend.updateEmail((await requireSignedIn()).session.token, email);
      return { action: 'VERIFY_PRIMARY_OTP' };
    },
    async UPDATE_EMAIL_PRIMARY_OTP({ otp }) {
      await backend.updateEmailPrimary((await requireSignedIn()).session.token, otp);
      return { action: 'VERIFY_SECONDARY_OTP' };
    },
    async UPDATE_EMAIL_SECONDARY_OTP({ otp }) {
      const current = await requireSignedIn();
      const { email } = await backend.updateEmailSecondary(current.session.token, otp);
      current.session = { ...current.session, email };
      await keyStore.saveSession(current.session);
      return { email };
    },
    SYNC_THEME(theme) {
      applyTheme(theme);
      return {};
    },
    // The approval panel names the requester by its checked origin, never by what the page says of itself.
    SYNC_DAPP_DATA() {
      return {};
    },
    REJECT_APPROVALS() {
      approvals.rejectWaiting();
      return {};
    },
    RELOAD() {
      setTimeout(reload, 0);
      return {};
    },
  };
  return handlers;
}
