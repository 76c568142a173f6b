// Sign-in on the Dev Wallet (EVM) on real anvil chains, with the default sign-in: the message the wallet signs, the session
// verified against the chain and kept in storage, and the flow around it (docs/behaviour.md#sign-in).

import { jest } from '@jest/globals';
import { isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { parseSiweMessage } from 'viem/siwe';
import type { SIWXConfig } from '../../config/siwx';
import { selectActiveAccount } from '../../store/slices/accountSlice';
import { toastRequested } from '../../store/slices/alertsSlice';
import { networkSwitchRequested } from '../../store/slices/chainSlice';
import { connectRequested, disconnected, disconnectRequested } from '../../store/slices/connectionSlice';
import { selectCurrentView } from '../../store/slices/modalSlice';
import type { WalletModalState } from '../../store/types';
import { runLocalChains } from '../../test/chains';
import { expectConsoleError } from '../../test/consoleGuard';
import { announceDevWallet, DEV_WALLET_ID } from '../../test/devWallet';
import { serveMockApi } from '../../test/mockApi';
import { englishText } from '../../test/notices';
import { memorySiwx } from '../../test/siwx';
import { type ActionMatcher, createHostStore, waitForEffects, waitForState } from '../../test/store';
import { createLogger } from '../../utils/logger';
import { type KeyValueStorage, memoryStorage } from '../../utils/storage';
import { createDefaultSiwx, createServerSiwx, selectSignInSession, selectSignInStatus } from './index';
import { SIGN_IN_STORAGE_KEYS } from './signInStorageKeys';
import {
  sessionFound,
  sessionMissing,
  signedIn,
  signInCancelled,
  signInFailed,
  signInRequested,
  signInStartFailed,
  signInUnavailable,
} from './siwxActions';

const chains = runLocalChains();
serveMockApi();

interface PageOptions {
  /** Another sign-in than the default one. */
  siwx?: SIWXConfig;
  required?: boolean;
  signOutOnDisconnect?: boolean;
  /** The page's storage: the modal's, the default sign-in's and the Dev Wallet's (one origin). */
  storage?: KeyValueStorage;
  refuseSigning?: boolean;
}

/** A page on the two local chains with the default sign-in and the Dev Wallet (approving all but, if told, signing). */
async function openPage({
  siwx: given,
  required = false,
  signOutOnDisconnect,
  storage = memoryStorage(),
  refuseSigning = false,
}: PageOptions = {}) {
  const dev = announceDevWallet(chains.a, { storage, refuse: (request) => refuseSigning && request.method === 'personal_sign' });
  const signInLog = createLogger('silent');
  const siwx = given ?? createDefaultSiwx({ networks: [chains.a, chains.b], required, signOutOnDisconnect, storage, logger: signInLog });
  const host = createHostStore({ projectId: 'test-project-id', networks: [chains.a, chains.b], siwx }, { storage });
  await waitForState(host.scoped, (state) => state.connectors.list.some((connector) => connector.id === DEV_WALLET_ID));
  const signatures = () => dev.prompts.filter((prompt) => prompt.method === 'personal_sign');
  return { ...dev, ...host, storage, signInLog, signatures };
}
type Page = Awaited<ReturnType<typeof openPage>>;

const view = (state: WalletModalState) => (state.modal.open ? selectCurrentView(state)?.view : undefined);
const storedSessions = (storage: KeyValueStorage) => JSON.parse(storage.getItem(SIGN_IN_STORAGE_KEYS.siwxSessions) ?? '[]') as unknown[];
/** The error toasts asked for since `page` was opened, as a user reads them (a balance toast may come and go between). */
const errorToasts = (page: { actions: readonly UnknownAction[] }) =>
  page.actions
    .filter((action) => toastRequested.match(action) && action.payload.variant === 'error')
    .map((action) => englishText((action as ReturnType<typeof toastRequested>).payload.notice));

/** The sign-in looked for the account's session on the network: found it, or opened its view. */
const SESSION_LOOKED_UP = { match: isAnyOf(sessionFound, sessionMissing), type: 'siwx/sessionFound or siwx/sessionMissing' };
/** A sign-in the user asked for ended. */
const SIGN_IN_ENDED = { match: isAnyOf(signedIn, signInFailed, signInStartFailed), type: 'the end of a sign-in' };

/** The state once `outcome` follows the latest `cause`, and what it set off at once (its navigation, its toast). */
async function stateAfter(page: Page, cause: ActionMatcher, outcome: ActionMatcher) {
  await waitForEffects(page, cause, [outcome]);
  return page.scoped.getState();
}

const connect = (page: Page) => {
  page.scoped.dispatch(connectRequested({ connectorId: DEV_WALLET_ID }));
  return stateAfter(page, connectRequested, SESSION_LOOKED_UP);
};

const signIn = (page: Page) => {
  page.scoped.dispatch(signInRequested());
  return stateAfter(page, signInRequested, SIGN_IN_ENDED);
};

/** A new page over the same storage: the sign-in looks the restored account's session up. */
async function reload(page: Page, options: PageOptions = {}) {
  const reloaded = await openPage({ required: true, ...options, storage: page.storage });
  await waitForEffects(reloaded, { match: (action) => action === reloaded.actions[0], type: 'the store made' }, [SESSION_LOOKED_UP]);
  return { reloaded, state: reloaded.scoped.getState() };
}

describe('sign-in with the Dev Wallet on anvil', () => {
  it('opens the sign-message view after a connect; the signed ERC-4361 message becomes a session kept in storage, and the modal closes', async () => {
    const page = await openPage({ required: true });
    const connected = await connect(page);
    const address = page.wallet.addresses[0] as string;
    expect(view(connected)).toBe('SIWXSignMessage');
    expect(selectSignInStatus(connected)).toBe('signedOut');
    expect(page.signatures()).toEqual([]);

    // Clicked twice: one signature is asked for.
    page.scoped.dispatch(signInRequested());
    const state = await signIn(page);
    expect(view(state)).toBeUndefined();
    expect(selectSignInStatus(state)).toBe('signedIn');
    expect(page.signatures()).toHaveLength(1);
    const session = selectSignInSession(state);
    expect(session?.data).toMatchObject({ accountAddress: address, chainId: 'eip155:31337', domain: 'localhost', version: '1' });
    // What the wallet signed is the session's message: ERC-4361, this page, this account and chain, a fresh nonce,
    // issued now and expiring in 24 h.
    const message = parseSiweMessage(session?.message ?? '');
    expect(message).toMatchObject({ domain: 'localhost', address, uri: 'http://localhost', chainId: 31337, version: '1' });
    expect(message.nonce).toMatch(/^[a-zA-Z0-9]{8,}$/);
    expect((message.expirationTime?.getTime() ?? 0) - (message.issuedAt?.getTime() ?? 0)).toBe(24 * 60 * 60_000);
    expect(storedSessions(page.storage)).toEqual([session]);
  });

  it('a refused signature says "Signature declined", keeps the view open and stores nothing', async () => {
    const page = await openPage({ required: true, refuseSigning: true });
    await connect(page);
    const state = await signIn(page);
    expect(errorToasts(page)).toContain('Signature declined');
    expect(view(state)).toBe('SIWXSignMessage');
    expect(selectSignInStatus(state)).toBe('signedOut');
    expect(state.connection.status).toBe('connected');
    expect(storedSessions(page.storage)).toEqual([]);
  });

  it('Cancel disconnects when sign-in is required', async () => {
    const page = await openPage({ required: true });
    await connect(page);
    page.scoped.dispatch(signInCancelled());
    const state = await stateAfter(page, signInCancelled, disconnected);
    expect(state.connection.status).toBe('disconnected');
    expect(state.modal.open).toBe(false);
    expect(page.signatures()).toEqual([]);
  });

  it('Cancel only closes when sign-in is optional: the account stays connected, without a session', async () => {
    const page = await openPage();
    await connect(page);
    page.scoped.dispatch(signInCancelled());
    const state = page.scoped.getState();
    expect(state.modal.open).toBe(false);
    expect(state.connection.status).toBe('connected');
    expect(selectSignInStatus(state)).toBe('signedOut');
  });

  it('a reload with a valid session asks nothing and sends the wallet nothing', async () => {
    const first = await openPage({ required: true });
    await connect(first);
    await signIn(first);

    const { reloaded, state } = await reload(first);
    expect(selectSignInStatus(state)).toBe('signedIn');
    expect(selectActiveAccount(state)?.address).toBe(first.wallet.addresses[0]);
    expect(state.modal.open).toBe(false);
    expect(reloaded.prompts).toEqual([]);
  });

  it('a reload after the session expired asks again, and the expired session leaves storage', async () => {
    const first = await openPage({ required: true });
    await connect(first);
    await signIn(first);

    // A day and a minute later. Only `Date` is faked: the chain, the wallet and every timer run as they do.
    jest.useFakeTimers({
      now: Date.now() + 24 * 60 * 60_000 + 60_000,
      advanceTimers: true,
      doNotFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'setImmediate',
        'clearImmediate',
        'queueMicrotask',
        'nextTick',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'hrtime',
        'performance',
      ],
    });
    try {
      const { reloaded, state } = await reload(first);
      expect(selectSignInStatus(state)).toBe('signedOut');
      expect(view(state)).toBe('SIWXSignMessage');
      expect(storedSessions(first.storage)).toEqual([]);
      expect(reloaded.prompts).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('another account or network asks for that pair only; a pair signed before asks nothing', async () => {
    const page = await openPage({ required: true });
    await connect(page);
    await signIn(page);
    const [first, second] = page.wallet.addresses as [string, string];

    page.wallet.selectAccount(1);
    await waitForState(page.scoped, (current) => selectActiveAccount(current)?.address === second && view(current) === 'SIWXSignMessage');
    let state = await signIn(page);
    expect(selectSignInSession(state)?.data.accountAddress).toBe(second);

    page.wallet.selectAccount(0);
    state = await waitForState(
      page.scoped,
      (current) => selectActiveAccount(current)?.address === first && selectSignInStatus(current) === 'signedIn',
    );
    expect(view(state)).toBeUndefined();

    page.scoped.dispatch(networkSwitchRequested({ caipNetworkId: 'eip155:31338' }));
    state = await waitForState(
      page.scoped,
      (current) => current.account.byNamespace.eip155?.caipAddress === `eip155:31338:${first}` && view(current) === 'SIWXSignMessage',
    );
    expect(selectSignInStatus(state)).toBe('signedOut');
    expect(page.signatures()).toHaveLength(2);
    expect(storedSessions(page.storage)).toHaveLength(2);
  });

  it('a disconnect signs the account out; with signOutOnDisconnect false the session stays', async () => {
    const page = await openPage({ required: true });
    await connect(page);
    await signIn(page);
    page.scoped.dispatch(disconnectRequested());
    await waitForState(page.scoped, (state) => state.connection.status === 'disconnected');
    await waitForState(page.scoped, () => storedSessions(page.storage).length === 0);

    const keeping = await openPage({ required: true, signOutOnDisconnect: false });
    await connect(keeping);
    await signIn(keeping);
    keeping.scoped.dispatch(disconnectRequested());
    await waitForState(keeping.scoped, (state) => state.connection.status === 'disconnected');
    expect(storedSessions(keeping.storage)).toHaveLength(1);
    await connect(keeping);
    expect(selectSignInStatus(keeping.scoped.getState())).toBe('signedIn');
  });

  it('corrupt stored sessions are dropped with a warning, the good ones kept', async () => {
    const first = await openPage({ required: true });
    await connect(first);
    await signIn(first);
    const [good] = storedSessions(first.storage);
    first.storage.setItem(SIGN_IN_STORAGE_KEYS.siwxSessions, JSON.stringify([{ data: 'garbled' }, good, 42]));

    const { reloaded, state: restored } = await reload(first);
    expect(selectSignInStatus(restored)).toBe('signedIn');
    expect(storedSessions(first.storage)).toEqual([good]);
    expect(reloaded.signInLog.entries().map((entry) => entry.message)).toContain(
      'Dropped malformed sign-in sessions stored under @redux-wallet-modal/siwx_sessions',
    );

    first.storage.setItem(SIGN_IN_STORAGE_KEYS.siwxSessions, '{not json');
    const { state } = await reload(first);
    expect(selectSignInStatus(state)).toBe('signedOut');
    expect(view(state)).toBe('SIWXSignMessage');
    expect(first.storage.getItem(SIGN_IN_STORAGE_KEYS.siwxSessions)).toBeNull();
  });

  it('a sign-in that cannot read sessions disconnects the wallet and starts over at Connect, saying why', async () => {
    expectConsoleError(/A problem occurred while trying initialize authentication/);
    const page = await openPage({ siwx: memorySiwx({ required: true, reads: 'fail' }).siwx });
    page.scoped.dispatch(connectRequested({ connectorId: DEV_WALLET_ID }));
    const state = await stateAfter(page, connectRequested, signInUnavailable);
    expect(state.connection.status).toBe('disconnected');
    expect(view(state)).toBe('Connect');
    expect(errorToasts(page)).toContain('A problem occurred while trying initialize authentication');
    expect(page.signatures()).toEqual([]);
  });
});

describe('the default sign-in’s verification, against anvil', () => {
  /** The runtime code of a contract account whose `isValidSignature` answers the ERC-1271 magic value to any question. */
  const APPROVING_ERC1271_WALLET = '0x631626ba7e60e01b60005260206000f3';

  /** A message the default sign-in made for `account` on Anvil A, signed by `signer`. */
  async function signedSession(siwx: ReturnType<typeof createDefaultSiwx>, account: PrivateKeyAccount, signer = account) {
    const { toString: text, ...data } = await siwx.createMessage({ accountAddress: account.address, chainId: 'eip155:31337' });
    const message = text();
    return { data, message, signature: await signer.signMessage({ message }) };
  }

  it('keeps a session its account signed for this page, and refuses one signed by another, altered, or for another page or chain', async () => {
    const storage = memoryStorage();
    const siwx = createDefaultSiwx({ networks: [chains.a, chains.b], storage, domain: 'app.example', uri: 'https://app.example' });
    const account = privateKeyToAccount(generatePrivateKey());
    const good = await signedSession(siwx, account);

    const refusals = [
      { ...good, signature: (await signedSession(siwx, account, privateKeyToAccount(generatePrivateKey()))).signature },
      { ...good, message: good.message.replace(/Expiration Time: .*/, 'Expiration Time: 2100-01-01T00:00:00.000Z') },
      { ...good, data: { ...good.data, domain: 'evil.example' } },
      { ...good, data: { ...good.data, chainId: 'eip155:31338' as const } },
    ];
    for (const session of refusals) await expect(siwx.addSession(session)).rejects.toThrow('The sign-in session does not verify');
    expect(await siwx.getSessions('eip155:31337', account.address)).toEqual([]);

    await siwx.addSession(good);
    expect(await siwx.getSessions('eip155:31337', account.address.toLowerCase())).toEqual([good]);
    expect(await siwx.getSessions('eip155:31338', account.address)).toEqual([]);
  });

  it('asks the chain: a contract account’s signature verifies when its contract says so (ERC-1271)', async () => {
    const siwx = createDefaultSiwx({ networks: [chains.a], storage: memoryStorage(), domain: 'app.example', uri: 'https://app.example' });
    const contractAccount = privateKeyToAccount(generatePrivateKey()).address;
    const { toString: text, ...data } = await siwx.createMessage({ accountAddress: contractAccount, chainId: 'eip155:31337' });
    // No key signs for a contract: its isValidSignature decides, and this one approves every signature.
    const session = { data, message: text(), signature: `0x${'11'.repeat(65)}` };
    await expect(siwx.addSession(session)).rejects.toThrow('The sign-in session does not verify');
    await chains.setCode(0, contractAccount, APPROVING_ERC1271_WALLET);
    await siwx.addSession(session);
    expect(await siwx.getSessions('eip155:31337', contractAccount)).toEqual([session]);
  });

  it('refuses a message that expired before it was handed in', async () => {
    const siwx = createDefaultSiwx({
      networks: [chains.a],
      storage: memoryStorage(),
      domain: 'app.example',
      uri: 'https://app.example',
      lifetimeMs: -1,
    });
    await expect(siwx.addSession(await signedSession(siwx, privateKeyToAccount(generatePrivateKey())))).rejects.toThrow(
      'The sign-in session does not verify',
    );
  });
});

describe('the server-backed sign-in against the local API’s sign-in server', () => {
  const AUTH = 'http://api.test/auth';

  /**
   * What a browser does with cookies for the page's credentialed requests (jest's fetch keeps none): keeps what the
   * server sets, sends it back. Until the test ends.
   */
  function browserCookies() {
    const jar = new Map<string, string>();
    const pageFetch = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      if (init?.credentials !== 'include') return pageFetch(input, init);
      const headers = new Headers(init.headers);
      if (jar.size > 0) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
      const response = await pageFetch(input, { ...init, headers });
      for (const line of response.headers.getSetCookie()) {
        const [name = '', value = ''] = (line.split(';')[0] ?? '').split('=');
        if (/max-age=0/i.test(line)) jar.delete(name);
        else jar.set(name, value);
      }
      return response;
    };
    const restore = () => {
      globalThis.fetch = pageFetch;
    };
    return { jar, restore };
  }

  it('signs in for real (a nonce of the server, the signature it verified), and the cookie brings the session back after a reload', async () => {
    const cookies = browserCookies();
    try {
      const page = await openPage({ siwx: createServerSiwx({ url: AUTH, required: true }) });
      expect(view(await connect(page))).toBe('SIWXSignMessage');
      const state = await signIn(page);
      expect(selectSignInStatus(state)).toBe('signedIn');
      // The nonce's browser, which verify required, and the session.
      expect([...cookies.jar.keys()].sort()).toEqual(['siwx_browser', 'siwx_session']);
      const message = parseSiweMessage(selectSignInSession(state)?.message ?? '');
      expect(message.nonce).toMatch(/^[a-zA-Z0-9]{96}$/);

      const { reloaded, state: restored } = await reload(page, { siwx: createServerSiwx({ url: AUTH, required: true }) });
      expect(selectSignInStatus(restored)).toBe('signedIn');
      expect(reloaded.prompts).toEqual([]);

      // A disconnect signs the account out on the server.
      reloaded.scoped.dispatch(disconnectRequested());
      await waitForState(reloaded.scoped, (current) => current.connection.status === 'disconnected');
      const address = page.wallet.addresses[0] as string;
      await waitFor(async () =>
        expect(
          await (await fetch(`${AUTH}/session?chainId=eip155:31337&address=${address}`, { credentials: 'include' })).json(),
        ).toBeNull(),
      );
    } finally {
      cookies.restore();
    }
  });

  it('a session the browser did not keep (its cookie refused) is no sign-in: the signature is declined', async () => {
    const page = await openPage({ siwx: createServerSiwx({ url: AUTH, required: true }) });
    await connect(page);
    const state = await signIn(page);
    expect(errorToasts(page)).toContain('Signature declined');
    expect(view(state)).toBe('SIWXSignMessage');
  });
});
