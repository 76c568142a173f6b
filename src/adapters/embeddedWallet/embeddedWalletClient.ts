// The modal's side of the embedded wallet (docs/behaviour.md#embedded-wallet): the frame, the login steps, and the
// wallet's requests under the RPC policy. Loaded on demand by service.ts.
import type { Network } from '../../config/networks';
import type { ChainNamespace } from '../../constants';
import { ErrorText, WalletErrorCode } from '../../errors';
import type { EmbeddedWalletUser } from '../../model/account';
import type { CaipNetworkId } from '../../utils/caip';
import { eventListeners } from '../../utils/eventListeners';
import type { WalletConnectClient } from '../walletConnect/session';
import { WalletRequestError } from '../walletRequestError';
import { type FrameMount, type FramePlace, mountFrameInBody } from './frameElement';
import { createFrameParent, type FrameAbortReason } from './frameMessenger';
import { EMBEDDED_WALLET_NAMESPACES } from './frameNamespaces';
import { APPROVAL_RPC_METHODS, type FrameResult, rpcMethodPolicy } from './protocol';

export type { FrameMount } from './frameElement';

/**
 * The methods the frame signs with in `namespace`: the policy's that WalletConnect names as the namespace's own
 * (`<namespace>_…`); each family's provider over the session offers the features these stand for. EVM's methods
 * (`personal_sign`, `eth_…`) need no grant.
 */
const frameMethods = (namespace: ChainNamespace) => APPROVAL_RPC_METHODS.filter((method) => method.startsWith(`${namespace}_`));

/** What the wallet's requests need from the modal: the approval view while a request waits for the user, or a refusal. */
type FramePrompt = 'approvalStarted' | 'approvalEnded' | 'refused';

type LoginAction = FrameResult<'CONNECT_EMAIL'>['action'];

/**
 * The embedded wallet as the modal uses it. It keeps the contract of a WalletConnect session (accounts by CAIP-2
 * network, requests addressed to a network), so each family's provider over a session serves it unchanged.
 */
export interface EmbeddedWalletClient extends WalletConnectClient {
  /** Whether a user is logged in, asked of the frame once (then their accounts read); false when the check fails. */
  checkSession(): Promise<boolean>;
  connectEmail(email: string): Promise<LoginAction>;
  /** Resolves once the user followed the link mailed to verify this device. */
  connectDevice(): Promise<void>;
  /** Logs in with the mailed code, then reads the user's accounts. */
  connectOtp(otp: string): Promise<void>;
  /** Reads the user's accounts after a login the frame answered with CONNECT. */
  loadUser(): Promise<void>;
  /** The logged-in user on `namespace`, if any. */
  user(namespace: ChainNamespace): EmbeddedWalletUser | undefined;
  /** Changing the e-mail: a code to the current address, then (after `updateEmailPrimaryOtp`) one to the new one. */
  updateEmail(email: string): Promise<void>;
  updateEmailPrimaryOtp(otp: string): Promise<void>;
  /** Resolves with the new e-mail, now the user's. */
  updateEmailSecondaryOtp(otp: string): Promise<string>;
  /** Tells the frame the page's theme; `system` as the visitor's colour scheme is now. */
  syncTheme(themeMode: 'light' | 'dark' | 'system'): void;
  onPrompt(listener: (prompt: FramePrompt) => void): () => void;
  /** Calls `listener` when the frame failed to load or a login step went unanswered: everything pending was aborted. */
  onAbort(listener: (reason: FrameAbortReason) => void): () => void;
  /** Rejects the requests waiting for the user's approval (the modal closed over them). */
  rejectApprovals(): void;
  /** Shows the frame over `place` (the approval view's area), or hides it. */
  showFrame(place: FramePlace | undefined): void;
  /** Moves the keyboard focus into the shown frame. */
  focusFrame(): void;
}

export interface EmbeddedWalletClientOptions {
  frameUrl: string;
  networks: readonly Network[];
  mount?: FrameMount;
}

/** The frame's error as the families read a wallet's: its words, and its EIP-1193 code (`userRejected`: the user said no in the frame). */
function walletError(error: unknown): WalletRequestError {
  if (error instanceof WalletRequestError) return error;
  const message = error instanceof Error ? error.message : undefined;
  const code = (error as { code?: unknown } | undefined)?.code;
  return new WalletRequestError(message, { code: typeof code === 'number' ? code : undefined });
}

const notAllowed = () =>
  new WalletRequestError(ErrorText.rpcNotAllowed, {
    code: WalletErrorCode.unsupportedMethod,
    kind: 'unsupportedMethod',
    notice: { key: 'error.rpcNotAllowed' },
  });

export function createEmbeddedWalletClient({
  frameUrl,
  networks,
  mount = mountFrameInBody,
}: EmbeddedWalletClientOptions): EmbeddedWalletClient {
  const frame = mount(frameUrl);
  const parent = createFrameParent({ frameUrl, hostWindow: frame.hostWindow });
  parent.attach(frame.iframe);

  const served = EMBEDDED_WALLET_NAMESPACES.filter((namespace) => networks.some((network) => network.chainNamespace === namespace));
  const users = new Map<ChainNamespace, EmbeddedWalletUser>();
  // The EVM network the frame is on: the frame URL's, then the last switched to.
  let evmNetwork = new URL(frameUrl).searchParams.get('chainId') ?? '';
  let session: Promise<boolean> | undefined;

  const { emit, ...events } = eventListeners();
  const promptListeners = new Set<(prompt: FramePrompt) => void>();
  const prompt = (value: FramePrompt) => {
    for (const listener of promptListeners) listener(value);
  };
  const approvals = new Set<(error: Error) => void>();

  /** The first network of `namespace` (the frame's current one for eip155), where its user is read. */
  const networkOf = (namespace: ChainNamespace): CaipNetworkId | undefined =>
    namespace === 'eip155' && evmNetwork.startsWith('eip155:')
      ? (evmNetwork as CaipNetworkId)
      : networks.find((network) => network.chainNamespace === namespace)?.caipNetworkId;

  async function loadUser() {
    const read = await Promise.all(
      served.map(async (namespace) => {
        const chainId = networkOf(namespace);
        const user = chainId && (await parent.request('GET_USER', { chainId }));
        return [namespace, user] as const;
      }),
    );
    for (const [namespace, user] of read) if (user) users.set(namespace, user);
    session = Promise.resolve(users.size > 0);
    emit('session_update');
  }

  function signedOut() {
    users.clear();
    session = Promise.resolve(false);
    emit('session_delete');
  }

  /** An approval waits for the user in the frame; the modal closing over it rejects it. */
  async function approved(request: Promise<unknown>) {
    let reject: (error: Error) => void = () => {};
    const abandoned = new Promise<never>((_resolve, fail) => {
      reject = fail;
    });
    approvals.add(reject);
    if (approvals.size === 1) prompt('approvalStarted');
    try {
      return await Promise.race([request, abandoned]);
    } finally {
      approvals.delete(reject);
      if (approvals.size === 0) prompt('approvalEnded');
    }
  }

  return {
    hasSession: () => users.size > 0,
    peer: () => undefined,
    namespaces: () => [...users.keys()],
    accounts(namespace) {
      const user = users.get(namespace);
      if (!user) return [];
      const ids = networks.filter((network) => network.chainNamespace === namespace).map((network) => network.caipNetworkId);
      // The frame's current network first: an EVM provider over the session starts on it.
      const ordered = namespace === 'eip155' ? [...ids.filter((id) => id === evmNetwork), ...ids.filter((id) => id !== evmNetwork)] : ids;
      return ordered.map((id) => `${id}:${user.address}`);
    },
    methods: frameMethods,
    async pair() {
      if (!(await this.checkSession())) {
        throw new WalletRequestError(ErrorText.noAccountsShared, {
          code: WalletErrorCode.unauthorized,
          notice: { key: 'error.noAccountsShared' },
        });
      }
    },
    async request(chainId, method, params) {
      if (method === 'wallet_switchEthereumChain') {
        const target = Number((params as [{ chainId?: unknown }] | undefined)?.[0]?.chainId);
        const { chainId: switched } = await parent.request('SWITCH_NETWORK', { chainId: `eip155:${target}` }).catch((error: unknown) => {
          throw walletError(error);
        });
        evmNetwork = switched;
        return null;
      }
      const policy = rpcMethodPolicy(method);
      if (policy === 'refused') {
        prompt('refused');
        throw notAllowed();
      }
      const asked = parent.request('RPC_REQUEST', { chainId: chainId as CaipNetworkId, method, params });
      try {
        const { result } = (await (policy === 'approval' ? approved(asked) : asked)) as FrameResult<'RPC_REQUEST'>;
        return result;
      } catch (error) {
        throw walletError(error);
      }
    },
    setDefaultChain() {
      // Each request names its network; the EVM network follows wallet_switchEthereumChain.
    },
    async disconnect() {
      signedOut();
      await parent.request('SIGN_OUT', {});
    },
    ...events,

    checkSession() {
      session ??= parent.request('IS_CONNECTED', {}).then(
        async ({ isConnected }) => {
          if (!isConnected) return false;
          await loadUser();
          return users.size > 0;
        },
        () => false,
      );
      return session.catch(() => false);
    },
    connectEmail: async (email) => (await parent.request('CONNECT_EMAIL', { email })).action,
    connectDevice: async () => {
      await parent.request('CONNECT_DEVICE', {});
    },
    async connectOtp(otp) {
      await parent.request('CONNECT_OTP', { otp });
      await loadUser();
    },
    loadUser,
    user: (namespace) => users.get(namespace),
    async updateEmail(email) {
      await parent.request('UPDATE_EMAIL', { email });
    },
    async updateEmailPrimaryOtp(otp) {
      await parent.request('UPDATE_EMAIL_PRIMARY_OTP', { otp });
    },
    async updateEmailSecondaryOtp(otp) {
      const { email } = await parent.request('UPDATE_EMAIL_SECONDARY_OTP', { otp });
      for (const [namespace, user] of users) users.set(namespace, { ...user, email });
      return email;
    },
    syncTheme(themeMode) {
      const scheme =
        themeMode === 'system' ? (globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light') : themeMode;
      parent.request('SYNC_THEME', { themeMode: scheme }).catch(() => {});
    },
    onPrompt(listener) {
      promptListeners.add(listener);
      return () => promptListeners.delete(listener);
    },
    onAbort: (listener) => parent.onAbort(listener),
    rejectApprovals() {
      if (approvals.size === 0) return;
      // The frame takes its panel down too: a later approval must never show (and approve) an abandoned request.
      parent.request('REJECT_APPROVALS', {}).catch(() => {});
      const rejection = new WalletRequestError(ErrorText.requestAborted, {
        code: WalletErrorCode.userRejected,
        notice: { key: 'error.requestAborted' },
      });
      for (const reject of [...approvals]) reject(rejection);
    },
    showFrame: (place) => frame.show(place),
    focusFrame: () => frame.iframe.focus(),
  };
}
