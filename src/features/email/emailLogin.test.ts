import { jest } from '@jest/globals';
import type { SolanaSignMessageFeature } from '@solana/wallet-standard-features';
import type { Wallet } from '@wallet-standard/base';
import bs58 from 'bs58';
import { HttpResponse, http } from 'msw';
import { server } from '../../../mocks/node.ts';
import type { Eip1193Provider } from '../../adapters/evm/eip1193';
import { createSolanaAdapter } from '../../adapters/solana/solanaAdapter';
import { mainnet, sepolia, solana } from '../../config/networks';
import { STORAGE_KEYS } from '../../constants';
import { readServices } from '../../store/services';
import { connectSucceeded, disconnectRequested } from '../../store/slices/connectionSlice';
import { closeModal, openModal } from '../../store/slices/modalSlice';
import { createTestFrame, EVM_ADDRESS, FRAME_BASE_URL, SOLANA_ADDRESS } from '../../test/embeddedWalletFrame';
import { serveMockApi } from '../../test/mockApi';
import { createHostStore, testConfig, waitForState } from '../../test/store';
import { memoryStorage } from '../../utils/storage';
import { codeResendRequested, codeSubmitted, deviceWaitRequested, loginRequested, problemCleared, updateRequested } from './emailSlice';
import { EMAIL_STORAGE_KEYS } from './emailStorageKeys';

serveMockApi();
// Solana's public cluster is out of reach, as offline: the balance a Solana login reads is not what these tests are about.
beforeEach(() => server.use(http.post(solana.rpcUrls.default.http[0] as string, () => HttpResponse.error())));

const config = { ...testConfig, apiUrls: { embeddedWallet: FRAME_BASE_URL } };
const frames: { dispose(): void }[] = [];
afterEach(() => {
  for (const frame of frames.splice(0)) frame.dispose();
});

function start(
  options: {
    loggedIn?: boolean;
    knownDevice?: boolean;
    loads?: boolean;
    answersLogin?: boolean;
    storage?: ReturnType<typeof memoryStorage>;
    withSolana?: boolean;
  } = {},
) {
  const frame = createTestFrame({ networks: [mainnet, sepolia, solana], ...options });
  frames.push(frame);
  const host = createHostStore(config, {
    embeddedWallet: frame.service,
    storage: options.storage ?? memoryStorage(),
    adapters: options.withSolana ? [createSolanaAdapter()] : [],
  });
  return { ...host, frame };
}

/** The e-mail flow is in (its listeners and its state) once the modal started. */
const flowStarted = (host: ReturnType<typeof start>) =>
  waitForState(host.scoped, () => host.actions.some((action) => action.type === 'email/flowStarted'));

async function logIn(host: ReturnType<typeof start>) {
  host.scoped.dispatch(loginRequested({ email: 'ada@example.com' }));
  await waitForState(host.scoped, (state) => state.modal.history.at(-1)?.view === 'EmailVerifyOtp' || !host.scoped.getState().modal.open);
  host.scoped.dispatch(codeSubmitted({ email: 'ada@example.com', otp: '123456', purpose: 'login' }));
  // The connect is over (and its navigation done) once it is announced.
  return waitForState(host.scoped, () => host.actions.some((action) => connectSucceeded.match(action) && action.payload === 'auth:eip155'));
}

const evmProvider = async (host: ReturnType<typeof start>) =>
  (await host.scoped.dispatch(readServices).connectors.get('auth:eip155')?.getProvider()) as Eip1193Provider;

describe('e-mail login', () => {
  it('mails a code, refuses a wrong one, and connects both families with the right one, storing the login', async () => {
    const host = start();
    host.scoped.dispatch(openModal({ view: 'EmailLogin', data: { email: 'ada@example.com' } }));
    host.scoped.dispatch(loginRequested({ email: 'ada@example.com' }));
    await waitForState(host.scoped, (state) => state.modal.history.at(-1)?.view === 'EmailVerifyOtp');
    expect(host.scoped.getState().modal.history.at(-1)?.data).toEqual({ email: 'ada@example.com', purpose: 'login' });
    expect(host.frame.state.frameUrls[0]).toBe(
      `${FRAME_BASE_URL}?projectId=test-project-id&chainId=eip155%3A1&version=4&enableLogger=false`,
    );

    host.scoped.dispatch(codeSubmitted({ email: 'ada@example.com', otp: '000000', purpose: 'login' }));
    let state = await waitForState(host.scoped, (current) => current.email?.problem !== undefined);
    expect(state.email?.problem).toEqual({ key: 'notice.walletAnswered', values: { answer: 'Invalid code' } });
    host.scoped.dispatch(problemCleared());
    expect(host.scoped.getState().email?.problem).toBeUndefined();

    host.scoped.dispatch(codeSubmitted({ email: 'ada@example.com', otp: '123456', purpose: 'login' }));
    state = await waitForState(host.scoped, (current) => current.connection.currentConnectorId === 'auth:eip155' && !current.modal.open);
    expect(Object.keys(state.connection.connections)).toEqual(['auth:eip155']);
    expect(state.account.byNamespace.eip155?.address).toBe(EVM_ADDRESS);
    expect(state.account.byNamespace.eip155?.user).toMatchObject({ email: 'ada@example.com', address: EVM_ADDRESS });
    expect(host.storage.getItem(STORAGE_KEYS.emailLoginUsed)).toBe('true');
    expect(host.storage.getItem(EMAIL_STORAGE_KEYS.email)).toBe('ada@example.com');
  });

  it('waits 30 s between two e-mails, saying how long is left', async () => {
    const storage = memoryStorage();
    storage.setItem(EMAIL_STORAGE_KEYS.lastEmailLoginTime, String(Date.now() - 10_000));
    const host = start({ storage });
    host.scoped.dispatch(loginRequested({ email: 'ada@example.com' }));
    const state = await waitForState(host.scoped, (current) => current.email?.problem !== undefined);
    expect(state.email?.problem).toEqual({ key: 'error.emailRetryAfter', values: { seconds: 20 } });
    expect(host.frame.state.frameUrls).toEqual([]);

    host.scoped.dispatch(codeResendRequested({ email: 'ada@example.com', purpose: 'login' }));
    await waitForState(host.scoped, (current) => current.email?.pending === undefined && current.email?.problem !== undefined);
    expect(host.scoped.getState().email?.problem?.key).toBe('error.emailRetryAfter');
  });

  it('waits for a new device to be approved by its link, then asks for the code', async () => {
    const host = start({ knownDevice: false });
    host.scoped.dispatch(openModal({ view: 'Connect' }));
    host.scoped.dispatch(loginRequested({ email: 'ada@example.com' }));
    await waitForState(host.scoped, (state) => state.modal.history.at(-1)?.view === 'EmailVerifyDevice');
    host.scoped.dispatch(deviceWaitRequested({ email: 'ada@example.com' }));
    host.frame.state.followDeviceLink();
    const state = await waitForState(host.scoped, (current) => current.modal.history.at(-1)?.view === 'EmailVerifyOtp');
    expect(state.modal.history.map((entry) => entry.view)).toEqual(['Connect', 'EmailVerifyDevice', 'EmailVerifyOtp']);
  });

  it('restores the login on reload, and clears the stored login when the frame has no user', async () => {
    const first = start();
    await logIn(first);

    const reloaded = start({ storage: first.storage, loggedIn: true });
    let state = await waitForState(
      reloaded.scoped,
      (current) => current.account.byNamespace.eip155?.address !== undefined && current.account.byNamespace.eip155.user !== undefined,
    );
    expect(state.connection.currentConnectorId).toBe('auth:eip155');
    expect(state.account.byNamespace.eip155?.user).toMatchObject({ email: 'ada@example.com', address: EVM_ADDRESS });
    expect(state.account.byNamespace.eip155?.address).toBe(EVM_ADDRESS);

    const signedOutElsewhere = start({ storage: first.storage, loggedIn: false });
    state = await waitForState(signedOutElsewhere.scoped, (current) => current.connection.status === 'disconnected');
    expect(first.storage.getItem(STORAGE_KEYS.emailLoginUsed)).toBeNull();
    expect(first.storage.getItem(EMAIL_STORAGE_KEYS.email)).toBeNull();
  });

  it('changes the e-mail with two codes, storing the new address after the second', async () => {
    const host = start();
    await logIn(host);
    // The login's e-mail went long enough ago.
    host.storage.setItem(EMAIL_STORAGE_KEYS.lastEmailLoginTime, '0');
    host.scoped.dispatch(openModal({ view: 'Account' }));
    await waitForState(host.scoped, (state) => state.modal.open);
    host.scoped.dispatch(updateRequested({ email: 'grace@example.com' }));
    await waitForState(host.scoped, (state) => state.modal.history.at(-1)?.data?.purpose === 'updatePrimary');
    host.scoped.dispatch(codeSubmitted({ email: 'grace@example.com', otp: '123456', purpose: 'updatePrimary' }));
    await waitForState(host.scoped, (state) => state.modal.history.at(-1)?.data?.purpose === 'updateSecondary');
    expect(host.storage.getItem(EMAIL_STORAGE_KEYS.email)).toBe('ada@example.com');
    host.scoped.dispatch(codeSubmitted({ email: 'grace@example.com', otp: '123456', purpose: 'updateSecondary' }));
    const state = await waitForState(host.scoped, (current) => current.modal.history.at(-1)?.view === 'Account');
    expect(host.storage.getItem(EMAIL_STORAGE_KEYS.email)).toBe('grace@example.com');
    expect(state.account.byNamespace.eip155?.user?.email).toBe('grace@example.com');
  });

  it('signs out of every family at once and forgets the login', async () => {
    const host = start();
    await logIn(host);
    host.scoped.dispatch(disconnectRequested());
    const state = await waitForState(host.scoped, (current) => current.connection.status === 'disconnected');
    expect(state.connection.connections).toEqual({});
    await waitForState(host.scoped, () => host.storage.getItem(STORAGE_KEYS.emailLoginUsed) === null);
    expect(host.storage.getItem(STORAGE_KEYS.emailLoginUsed)).toBeNull();
  });
});

describe('the embedded wallet’s requests', () => {
  it('answers safe methods at once, and has the user approve a signature in the frame shown over ApproveTransaction', async () => {
    const host = start();
    await logIn(host);
    const provider = await evmProvider(host);
    await expect(provider.request({ method: 'eth_blockNumber' })).resolves.toBe('0x10');
    expect(host.scoped.getState().modal.open).toBe(false);

    const asked = host.frame.state.nextApproval();
    const signature = provider.request({ method: 'personal_sign', params: ['0x68690a', EVM_ADDRESS] });
    const approving = await waitForState(host.scoped, (state) => state.modal.history.at(-1)?.view === 'ApproveTransaction');
    expect(approving.email).toMatchObject({ approving: true });
    // Closing is refused on the approval view unless forced.
    host.scoped.dispatch(closeModal());
    expect(host.scoped.getState().modal.open).toBe(true);
    const approval = await asked;
    expect(approval.method).toBe('personal_sign');
    approval.approve('0xsigned');
    await expect(signature).resolves.toBe('0xsigned');
    await waitForState(host.scoped, (state) => !state.modal.open);
  });

  it('serves Solana too: both families connect with one login, and a message is signed in the frame as a Wallet Standard wallet', async () => {
    const host = start({ withSolana: true });
    const state = await logIn(host);
    expect(Object.keys(state.connection.connections).sort()).toEqual(['auth:eip155', 'auth:solana']);
    expect(state.account.byNamespace.solana?.address).toBe(SOLANA_ADDRESS);
    const wallet = (await host.scoped.dispatch(readServices).connectors.get('auth:solana')?.getProvider()) as Wallet;
    const [account] = wallet.accounts;
    expect(account?.address).toBe(SOLANA_ADDRESS);
    const feature = (wallet.features as SolanaSignMessageFeature)['solana:signMessage'];
    const asked = host.frame.state.nextApproval();
    const message = new TextEncoder().encode('hello');
    const signed = feature.signMessage({ account: account as NonNullable<typeof account>, message });
    const approval = await asked;
    expect(approval).toMatchObject({ method: 'solana_signMessage', params: { message: bs58.encode(message), pubkey: SOLANA_ADDRESS } });
    const signature = new Uint8Array(64).fill(7);
    approval.approve({ signature: bs58.encode(signature) });
    const [output] = await signed;
    expect(output?.signature).toEqual(signature);
  });

  it('reads a rejection in the frame as the user’s no', async () => {
    const host = start();
    await logIn(host);
    const provider = await evmProvider(host);
    const asked = host.frame.state.nextApproval();
    const signature = provider.request({ method: 'personal_sign', params: ['0x68690a', EVM_ADDRESS] });
    (await asked).reject('User rejected the request.');
    await expect(signature).rejects.toMatchObject({ message: 'User rejected the request.', code: 4001, kind: 'userRejected' });
    await waitForState(host.scoped, (state) => !state.modal.open);
  });

  it('rejects a request waiting for approval when the modal is closed by force', async () => {
    const host = start();
    await logIn(host);
    const provider = await evmProvider(host);
    const sent = provider.request({ method: 'eth_sendTransaction', params: [{ from: EVM_ADDRESS, to: EVM_ADDRESS }] });
    await waitForState(host.scoped, (state) => state.modal.history.at(-1)?.view === 'ApproveTransaction');
    host.scoped.dispatch(closeModal({ force: true }));
    await expect(sent).rejects.toThrow('Request was aborted');
    // The frame was told, so its panel does not keep the abandoned request.
    await host.frame.state.approvalsGivenUp;
    expect(host.frame.state.approvalsRejected).toBe(1);
  });

  it('refuses any other method: the modal opens and says "Action not allowed" 300 ms later', async () => {
    const host = start();
    await logIn(host);
    const provider = await evmProvider(host);
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      await expect(provider.request({ method: 'eth_sign', params: [EVM_ADDRESS, '0x00'] })).rejects.toThrow(
        'Requested RPC call is not allowed',
      );
      await waitForState(host.scoped, (state) => state.modal.open);
      await jest.advanceTimersByTimeAsync(299);
      expect(host.scoped.getState().alerts.toast).toBeUndefined();
      await jest.advanceTimersByTimeAsync(1);
      expect(host.scoped.getState().alerts.toast).toMatchObject({ variant: 'error', notice: { key: 'error.actionNotAllowed' } });
      expect(host.frame.state.requests).not.toContain('eth_sign');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('when the flow is fetched', () => {
  it('waits for the modal to open, unless a login is stored to check', async () => {
    const visitor = start();
    const storage = memoryStorage();
    storage.setItem(STORAGE_KEYS.emailLoginUsed, 'true');
    const returning = start({ storage, loggedIn: true });
    await flowStarted(returning);
    // Fetched at once, the visitor's flow (started first) would have been in before the returning user's.
    expect(visitor.actions.some((action) => action.type === 'email/flowStarted')).toBe(false);

    visitor.scoped.dispatch(openModal({ view: 'Connect' }));
    await flowStarted(visitor);
  });

  it('hears every request a view made while it loaded, once', async () => {
    const host = start();
    host.scoped.dispatch(openModal({ view: 'Connect' }));
    host.scoped.dispatch(loginRequested({ email: 'ada@example.com' }));
    host.scoped.dispatch(problemCleared());
    const state = await waitForState(host.scoped, (current) => current.modal.history.at(-1)?.view === 'EmailVerifyOtp');
    // Heard twice, the second login would have been refused by the 30 s between two e-mails.
    expect(state.email?.problem).toBeUndefined();
    expect(state.email?.pending).toBeUndefined();
  });
});

describe('when the frame fails', () => {
  async function loginWithFakeTimers(host: ReturnType<typeof start>, ms: number) {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      host.scoped.dispatch(loginRequested({ email: 'ada@example.com' }));
      await jest.advanceTimersByTimeAsync(ms - 1);
      expect(host.scoped.getState().alerts.alert).toBeUndefined();
      await jest.advanceTimersByTimeAsync(1);
    } finally {
      jest.useRealTimers();
    }
    return waitForState(host.scoped, (state) => state.email?.problem !== undefined);
  }

  it('raises "Network Error - Could not load embedded wallet" when the frame is not ready within 20 s', async () => {
    const host = start({ loads: false });
    const state = await loginWithFakeTimers(host, 20_000);
    expect(state.alerts.alert).toBe('embeddedWalletLoadFailed');
    expect(state.email?.problem).toEqual({ key: 'error.somethingWentWrong' });
  });

  it('raises "Embedded Wallet Request Timed Out" when the e-mail step is not answered within 30 s', async () => {
    const host = start({ answersLogin: false });
    // The frame is ready 500 ms after it says so; the step's 30 s count from when it went out.
    const state = await loginWithFakeTimers(host, 30_500);
    expect(state.alerts.alert).toBe('embeddedWalletTimeout');
    expect(state.email?.problem).toEqual({ key: 'error.somethingWentWrong' });
  });

  it('says "Unable to load email login dependency" when the embedded wallet’s code cannot be fetched', async () => {
    const host = createHostStore(config, {
      embeddedWallet: { client: () => Promise.reject(new Error('Unable to load email login dependency')) },
    });
    host.scoped.dispatch(loginRequested({ email: 'ada@example.com' }));
    const state = await waitForState(host.scoped, (current) => current.email?.problem !== undefined);
    expect(state.email?.problem).toEqual({ key: 'error.emailDependencyLoadFailed' });
  });
});
