import type { FrameMount, FramePlace } from '../adapters/embeddedWallet/frameElement';
import { createFrameChild, type FrameHandlers } from '../adapters/embeddedWallet/frameMessenger';
import { createEmbeddedWalletService } from '../adapters/embeddedWallet/service';
import type { Network } from '../config/networks';
import { asWindow, fakeWindowPair } from './frameWindows';

const PAGE_ORIGIN = 'https://app.test';
export const FRAME_BASE_URL = 'https://frame.test/';
export const EVM_ADDRESS = '0x1111111111111111111111111111111111111111';
export const SOLANA_ADDRESS = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T';

/** A request of the wallet that waits for the test to approve or reject it, as the user would in the frame. */
interface WaitingApproval {
  method: string;
  params: unknown;
  approve(result: unknown): void;
  reject(message: string): void;
}

/**
 * An embedded-wallet frame for tests: the real messenger's frame end on its own origin, over two fake windows, with a
 * backend in memory (one user, a code per e-mail, the device known or not).
 */
export function createTestFrame({
  networks,
  loggedIn = false,
  knownDevice = true,
  loads = true,
  answersLogin = true,
}: {
  networks: readonly Network[];
  loggedIn?: boolean;
  knownDevice?: boolean;
  /** False: the frame never says it is ready (it did not load). */
  loads?: boolean;
  /** False: the frame never answers an e-mail login. */
  answersLogin?: boolean;
}) {
  const { page, frame, iframe } = fakeWindowPair(PAGE_ORIGIN, new URL(FRAME_BASE_URL).origin);
  const state = {
    loggedIn,
    email: 'ada@example.com',
    code: '123456',
    pendingEmail: '',
    frameUrls: [] as string[],
    /** Where the page showed the frame, in order; undefined: hidden. */
    places: [] as (FramePlace | undefined)[],
    /** How many times the page gave up on the requests waiting for approval. */
    approvalsRejected: 0,
    /** Resolves once the page gave up on the requests waiting for approval. */
    approvalsGivenUp: Promise.resolve(),
    /** The page moved the keyboard focus into the frame. */
    focused: false,
    approvals: [] as WaitingApproval[],
    /** Resolves with the next request the frame asks the user to approve. */
    nextApproval: () => new Promise<WaitingApproval>((resolve) => approvalWaiters.push(resolve)),
    requests: [] as string[],
    /** The user followed the device link mailed to them. */
    followDeviceLink: () => {},
  };
  const linkFollowed = new Promise<void>((resolve) => {
    state.followDeviceLink = resolve;
  });
  const approvalWaiters: ((approval: WaitingApproval) => void)[] = [];
  let approvalsGivenUp = () => {};
  state.approvalsGivenUp = new Promise<void>((resolve) => {
    approvalsGivenUp = resolve;
  });
  const checkCode = (otp: string) => {
    if (otp !== state.code) throw new Error('Invalid code');
  };
  const handlers: FrameHandlers = {
    SWITCH_NETWORK({ chainId }) {
      return { chainId };
    },
    CONNECT_EMAIL({ email }) {
      if (!answersLogin) return new Promise(() => {});
      state.email = email;
      if (state.loggedIn) return { action: 'CONNECT' };
      return { action: knownDevice ? 'VERIFY_OTP' : 'VERIFY_DEVICE' };
    },
    async CONNECT_DEVICE() {
      await linkFollowed;
      return {};
    },
    CONNECT_OTP({ otp }) {
      checkCode(otp);
      state.loggedIn = true;
      return {};
    },
    GET_USER({ chainId }) {
      if (!state.loggedIn) throw new Error('Not logged in');
      const address = chainId?.startsWith('solana:') ? SOLANA_ADDRESS : EVM_ADDRESS;
      return { email: state.email, address, chainId: chainId ?? 'eip155:1', accounts: [{ address, type: 'eoa' as const }] };
    },
    SIGN_OUT() {
      state.loggedIn = false;
      return {};
    },
    IS_CONNECTED() {
      return { isConnected: state.loggedIn };
    },
    GET_CHAIN_ID() {
      return { chainId: 'eip155:1' };
    },
    GET_SMART_ACCOUNT_ENABLED_NETWORKS() {
      return { smartAccountEnabledNetworks: [] };
    },
    INIT_SMART_ACCOUNT() {
      throw new Error('Smart accounts are not enabled for this project');
    },
    SET_PREFERRED_ACCOUNT({ type }) {
      return { type };
    },
    RPC_REQUEST({ method, params }) {
      state.requests.push(method);
      if (method === 'eth_blockNumber') return { result: '0x10' };
      return new Promise((resolve, reject) => {
        const approval = {
          method,
          params,
          approve: (result: unknown) => resolve({ result }),
          reject: (message: string) => reject(Object.assign(new Error(message), { code: 4001 })),
        };
        state.approvals.push(approval);
        approvalWaiters.shift()?.(approval);
      });
    },
    UPDATE_EMAIL({ email }) {
      state.pendingEmail = email;
      return { action: 'VERIFY_PRIMARY_OTP' };
    },
    UPDATE_EMAIL_PRIMARY_OTP({ otp }) {
      checkCode(otp);
      return { action: 'VERIFY_SECONDARY_OTP' };
    },
    UPDATE_EMAIL_SECONDARY_OTP({ otp }) {
      checkCode(otp);
      state.email = state.pendingEmail;
      return { email: state.email };
    },
    SYNC_THEME() {
      return {};
    },
    SYNC_DAPP_DATA() {
      return {};
    },
    REJECT_APPROVALS() {
      for (const approval of state.approvals.splice(0)) approval.reject('User rejected the request.');
      state.approvalsRejected += 1;
      approvalsGivenUp();
      return {};
    },
    RELOAD() {
      return {};
    },
  };
  const child = createFrameChild({ parentOrigin: PAGE_ORIGIN, parentWindow: asWindow(page), frameWindow: asWindow(frame), handlers });
  const mount: FrameMount = (frameUrl) => {
    state.frameUrls.push(frameUrl);
    if (loads) queueMicrotask(() => child.announceReady());
    const element = Object.assign(iframe, {
      focus: () => {
        state.focused = true;
      },
    });
    return { iframe: element, hostWindow: asWindow(page), show: (place) => state.places.push(place) };
  };
  return { state, service: createEmbeddedWalletService({ networks, mount }), dispose: () => child.dispose() };
}
