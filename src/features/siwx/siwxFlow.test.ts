// The sign-in flow around the wallet (docs/behaviour.md#sign-in), with a wallet of the test's making: the legacy
// siweConfig, the server-backed sign-in over HTTP, the texts for a smart account and for a sign-in that cannot be asked.
import { isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import { HttpResponse, http } from 'msw';
import { parseSiweMessage } from 'viem/siwe';
import { server } from '../../../mocks/node.ts';
import type { DiscoveredConnector } from '../../adapters/types';
import { WalletRequestError } from '../../adapters/walletRequestError';
import type { WalletModalConfig } from '../../config/config';
import { mainnet, solana } from '../../config/networks';
import type { AccountType } from '../../model/account';
import { addressChanged } from '../../store/slices/accountSlice';
import { toastRequested } from '../../store/slices/alertsSlice';
import { connectRequested, disconnected, disconnectRequested } from '../../store/slices/connectionSlice';
import { selectCurrentView } from '../../store/slices/modalSlice';
import type { WalletModalState } from '../../store/types';
import { TEST_ADDRESS } from '../../test/connect';
import { expectConsoleError } from '../../test/consoleGuard';
import { createFakeEvmAdapter } from '../../test/fakeAdapter';
import { serveMockApi } from '../../test/mockApi';
import { englishText } from '../../test/notices';
import { memorySiwe, memorySiwx } from '../../test/siwx';
import { type ActionMatcher, createHostStore, waitForEffects, waitForState } from '../../test/store';
import { createServerSiwx, selectSignInSession, selectSignInStatus } from './index';
import { sessionFound, sessionMissing, signedIn, signInFailed, signInRequested, signInStartFailed } from './siwxActions';

serveMockApi();

const SIGNATURE = `0x${'ab'.repeat(65)}`;
const SESSION_LOOKED_UP = { match: isAnyOf(sessionFound, sessionMissing), type: 'siwx/sessionFound or siwx/sessionMissing' };
const SIGN_IN_ENDED = { match: isAnyOf(signedIn, signInFailed, signInStartFailed), type: 'the end of a sign-in' };

/** An EVM wallet on the page that connects `TEST_ADDRESS` (of `accountType`) on chain 1 and signs whatever it is given, unless told to refuse. */
function fakeWallet({ accountType = 'eoa', refuse = false }: { accountType?: AccountType; refuse?: boolean } = {}) {
  const signed: string[] = [];
  const connector: DiscoveredConnector = {
    connector: { id: 'fake', name: 'Fake Wallet', type: 'ANNOUNCED', chain: 'eip155', installed: true },
    getProvider: async () => ({}),
  };
  const session = { accounts: [{ namespace: 'eip155' as const, address: TEST_ADDRESS, type: accountType }], chainId: 1 };
  const adapter = createFakeEvmAdapter({
    discoverConnectors: (found) => {
      found([connector]);
      return () => {};
    },
    connect: async () => session,
    syncConnection: async () => session,
    async signMessage(_connector, { message }) {
      if (refuse) throw new WalletRequestError('Signature declined', { code: 4001, notice: { key: 'error.signatureDeclined' } });
      signed.push(message);
      return SIGNATURE;
    },
  });
  return { adapter, signed };
}

async function openPage(
  config: Partial<WalletModalConfig>,
  wallet = fakeWallet(),
  storage?: ReturnType<typeof createHostStore>['storage'],
) {
  const host = createHostStore(
    { projectId: 'test-project-id', networks: [mainnet, solana], ...config },
    { adapters: [wallet.adapter], storage },
  );
  await waitForState(host.scoped, (state) => state.connectors.list.some((connector) => connector.id === 'fake'));
  return { ...host, ...wallet };
}
type Page = Awaited<ReturnType<typeof openPage>>;

async function stateAfter(page: Page, cause: ActionMatcher, outcome: ActionMatcher) {
  await waitForEffects(page, cause, [outcome]);
  return page.scoped.getState();
}
const connect = (page: Page) => {
  page.scoped.dispatch(connectRequested({ connectorId: 'fake' }));
  return stateAfter(page, connectRequested, SESSION_LOOKED_UP);
};
const signIn = (page: Page) => {
  page.scoped.dispatch(signInRequested());
  return stateAfter(page, signInRequested, SIGN_IN_ENDED);
};
const view = (state: WalletModalState) => (state.modal.open ? selectCurrentView(state)?.view : undefined);
/** The error toasts asked for since `page` was opened, as a user reads them (a balance toast may come and go between). */
const errorToasts = (page: { actions: readonly UnknownAction[] }) =>
  page.actions
    .filter((action) => toastRequested.match(action) && action.payload.variant === 'error')
    .map((action) => englishText((action as ReturnType<typeof toastRequested>).payload.notice));

describe('the legacy siweConfig', () => {
  it('asks on ConnectingSiwe, signs its message, and its session is what getSession says', async () => {
    const app = memorySiwe();
    const page = await openPage({ siweConfig: app.siwe });
    expect(view(await connect(page))).toBe('ConnectingSiwe');
    const state = await signIn(page);
    expect(page.signed).toEqual([`Sign in ${TEST_ADDRESS} on 1 with abcdefgh1234`]);
    expect(app.session()).toEqual({ address: TEST_ADDRESS, chainId: 1 });
    expect(selectSignInStatus(state)).toBe('signedIn');
    expect(view(state)).toBeUndefined();
  });

  it('a signature the app does not verify is declined', async () => {
    const page = await openPage({ siweConfig: memorySiwe({ verifies: false }).siwe });
    await connect(page);
    const state = await signIn(page);
    expect(errorToasts(page)).toContain('Signature declined');
    expect(view(state)).toBe('ConnectingSiwe');
  });

  it('signs in on eip155 networks only: a Solana account has nothing to sign', async () => {
    const { scoped } = createHostStore({ projectId: 'p', networks: [solana], siweConfig: memorySiwe().siwe });
    expect(selectSignInStatus(scoped.getState())).toBe('signedOut');
    scoped.dispatch(
      addressChanged({ namespace: 'solana', caipAddress: `${solana.caipNetworkId}:4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T` }),
    );
    expect(selectSignInStatus(scoped.getState())).toBe('off');
    expect(scoped.getState().modal.open).toBe(false);
  });
});

describe('the texts of a sign-in that does not pass', () => {
  it('"This application might not support Smart Accounts" when the app refuses a smart account’s signature', async () => {
    const page = await openPage(
      { siwx: { ...memorySiwx().siwx, addSession: () => Promise.reject(new Error('bad signature')) } },
      fakeWallet({ accountType: 'smartAccount' }),
    );
    await connect(page);
    const state = await signIn(page);
    expect(errorToasts(page)).toContain('This application might not support Smart Accounts');
    expect(view(state)).toBe('SIWXSignMessage');
  });

  it('a smart account’s own refusal is still "Signature declined"', async () => {
    const page = await openPage({ siwx: memorySiwx().siwx }, fakeWallet({ accountType: 'smartAccount', refuse: true }));
    await connect(page);
    await signIn(page);
    expect(errorToasts(page)).toContain('Signature declined');
    expect(errorToasts(page)).not.toContain('This application might not support Smart Accounts');
  });

  it('a message that cannot be made ends like a session that cannot be read: disconnected, back at Connect', async () => {
    expectConsoleError(/A problem occurred while trying initialize authentication/);
    const page = await openPage({ siwx: { ...memorySiwx().siwx, createMessage: () => Promise.reject(new Error('no nonce')) } });
    await connect(page);
    page.scoped.dispatch(signInRequested());
    const state = await stateAfter(page, signInRequested, disconnected);
    expect(state.connection.status).toBe('disconnected');
    await waitForState(page.scoped, (current) => view(current) === 'Connect');
    expect(errorToasts(page)).toContain('A problem occurred while trying initialize authentication');
  });
});

describe('the server-backed sign-in over HTTP', () => {
  const AUTH = 'http://auth.test/auth';

  // What the page's fetch is told about cookies, per request to the sign-in API.
  let credentialsSent: (RequestCredentials | undefined)[] = [];
  let fetchOfThePage = globalThis.fetch;
  beforeEach(() => {
    credentialsSent = [];
    fetchOfThePage = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      if (String(input).startsWith(AUTH)) credentialsSent.push(init?.credentials);
      return fetchOfThePage(input, init);
    };
  });
  afterEach(() => {
    globalThis.fetch = fetchOfThePage;
  });

  /**
   * The host's sign-in API as the ready sign-in expects it: a nonce, a verify that keeps the signed message under a
   * cookie, the session of a cookie, a sign-out. It records what it was sent and whether credentials came along.
   */
  function authServer() {
    const nonces = new Set<string>();
    const sessions = new Map<string, { address: string; chainId: string; message: string; signature: string }>();
    const requests: { path: string; body?: unknown }[] = [];
    const cookie = (request: Request) => /sid=(\w+)/.exec(request.headers.get('cookie') ?? '')?.[1] ?? 'browser';
    server.use(
      http.get(`${AUTH}/nonce`, () => {
        requests.push({ path: 'nonce' });
        const nonce = `n${nonces.size}abcdefgh`;
        nonces.add(nonce);
        return HttpResponse.json({ nonce });
      }),
      http.post(`${AUTH}/verify`, async ({ request }) => {
        const body = (await request.json()) as { message: string; signature: string };
        requests.push({ path: 'verify', body });
        const message = parseSiweMessage(body.message);
        if (!message.nonce || !nonces.delete(message.nonce)) return HttpResponse.json({ message: 'unknown nonce' }, { status: 401 });
        const session = { address: message.address as string, chainId: `eip155:${message.chainId}`, ...body };
        sessions.set(cookie(request), session);
        return HttpResponse.json(session);
      }),
      http.get(`${AUTH}/session`, ({ request }) => {
        requests.push({ path: 'session' });
        const session = sessions.get(cookie(request));
        const now = new Date();
        return HttpResponse.json(
          session && {
            ...session,
            domain: 'localhost',
            uri: 'http://localhost',
            issuedAt: now.toISOString(),
            expiresAt: new Date(now.getTime() + 60_000).toISOString(),
          },
        );
      }),
      http.post(`${AUTH}/signout`, ({ request }) => {
        const { searchParams } = new URL(request.url);
        requests.push({ path: 'signout', body: Object.fromEntries(searchParams) });
        sessions.delete(cookie(request));
        return HttpResponse.json(null);
      }),
    );
    return { requests, sessions };
  }

  it('takes the nonce from the server, has it verify the signature and reads the session back, with credentials each time', async () => {
    const api = authServer();
    const page = await openPage({ siwx: createServerSiwx({ url: AUTH, required: true }) });
    expect(view(await connect(page))).toBe('SIWXSignMessage');
    const state = await signIn(page);
    expect(selectSignInStatus(state)).toBe('signedIn');
    expect(view(state)).toBeUndefined();

    const [signedMessage] = page.signed;
    expect(parseSiweMessage(signedMessage ?? '')).toMatchObject({
      address: TEST_ADDRESS,
      chainId: 1,
      nonce: 'n0abcdefgh',
      domain: 'localhost',
    });
    expect(api.requests.map(({ path }) => path)).toEqual(['session', 'nonce', 'verify', 'session']);
    expect(api.requests.find(({ path }) => path === 'verify')?.body).toEqual({ message: signedMessage, signature: SIGNATURE });
    // The browser is told to send and keep the session cookie on every request (msw sees the request off the wire, after it).
    expect(credentialsSent).toEqual(api.requests.map(() => 'include'));
    expect(selectSignInSession(state)).toMatchObject({ message: signedMessage, signature: SIGNATURE, data: { nonce: 'n0abcdefgh' } });

    // The next page load (the cookie still set) is signed in without asking anything.
    const reloaded = await openPage({ siwx: createServerSiwx({ url: AUTH, required: true }) }, fakeWallet(), page.storage);
    await waitForEffects(reloaded, { match: (action) => action === reloaded.actions[0], type: 'the store made' }, [SESSION_LOOKED_UP]);
    expect(selectSignInStatus(reloaded.scoped.getState())).toBe('signedIn');
    expect(reloaded.signed).toEqual([]);

    // A disconnect signs the account out on the server, network by network.
    reloaded.scoped.dispatch(disconnectRequested());
    await waitForState(reloaded.scoped, () => api.sessions.size === 0);
    expect(api.requests.filter(({ path }) => path === 'signout').map(({ body }) => body)).toEqual([
      { chainId: 'eip155:1', address: TEST_ADDRESS },
    ]);
  });

  it('a signature the server refuses is declined, and the view asks again', async () => {
    const api = authServer();
    server.use(http.post(`${AUTH}/verify`, () => HttpResponse.json({ message: 'The signature does not verify' }, { status: 401 })));
    const page = await openPage({ siwx: createServerSiwx({ url: AUTH }) });
    await connect(page);
    const state = await signIn(page);
    expect(errorToasts(page)).toContain('Signature declined');
    expect(view(state)).toBe('SIWXSignMessage');
    expect(api.sessions.size).toBe(0);
  });
});
