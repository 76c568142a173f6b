import { jest } from '@jest/globals';
import type { UnknownAction } from '@reduxjs/toolkit';
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server } from '../../../mocks/node.ts';
import { mainnet, solanaDevnet } from '../../config/networks';
import { modalChunk } from '../../shell/WalletModalRoot/modalChunk';
import { currentWallet } from '../../store/currentWallet';
import type { ScopedStore } from '../../store/scopedStore';
import { alertDismissed } from '../../store/slices/alertsSlice';
import { networkSwitchRequested, switchSettled } from '../../store/slices/chainSlice';
import { connectRequested, disconnectFailed, disconnectRequested } from '../../store/slices/connectionSlice';
import { closeModal, openModal } from '../../store/slices/modalSlice';
import { expectConsoleError } from '../../test/consoleGuard';
import { serveMockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import { createHostStore, TEST_PROJECT_ID, testConfig, waitForState } from '../../test/store';
import { createTestFamily } from '../../test/testFamily/testFamily';
import { nativeBalanceEntry } from '../account/tokenBalances';
import { amountChanged, receiverChanged, selectSendState, sendRequested, tokenSelected } from '../send/sendSlice';
import { ANALYTICS_BATCH_MS } from './analyticsBatch';

const mockApi = serveMockApi();

// The modal's code is parsed once a file, which on a busy machine takes longer than a test's own time.
beforeAll(() => modalChunk.load(), 30_000);

/** What the analytics host received, oldest first. */
const received = () => mockApi.state.analyticsEvents;
const eventNames = () => received().map((event) => event.props.event);

/** Counts the requests to `POST /e` (the mock API still answers them). */
function countPosts() {
  const posts = { count: 0 };
  server.use(http.post('*/e', () => void posts.count++));
  return posts;
}

const isSend = (action: UnknownAction) => action.type.startsWith('analyticsApi/executeMutation/pending');
/**
 * Resolves once the project's analytics configuration is answered. Under fake timers `waitFor` moves the clock on, by
 * at most 10 ms a step, so the batch started by then has waited at most that long.
 */
const configAnswered = (scoped: ScopedStore) =>
  waitFor(() => expect(scoped.getState().walletListApi?.queries['getAnalyticsConfig(undefined)']?.status).toBe('fulfilled'), {
    interval: 10,
  });

describe('analytics events (docs/behaviour.md#analytics)', () => {
  it('reach the analytics host in batches, each with its page, time and props, and nothing the user typed or signed', async () => {
    expectConsoleError(/Failed to disconnect/);
    const posts = countPosts();
    const network = solanaDevnet;
    const family = createTestFamily(network, { balance: 5_000_000_000n });
    // The wallet refuses to disconnect: its family's part of the disconnect fails.
    const adapter = { ...family.adapter, disconnect: () => Promise.reject(new Error('The wallet stays connected')) };
    const start = Date.now();
    const { scoped, user } = renderWithProviders({
      config: { projectId: TEST_PROJECT_ID, networks: [network, mainnet] },
      environment: { adapters: [adapter] },
    });

    // The user opens the modal, types an e-mail address and goes on with it, then closes the modal.
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' });
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail address' }), 'alice@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Continue with email' }));
    await user.keyboard('{Escape}');

    // Connects the family's wallet, asks for it again, signs a message, sends 1 SOL.
    await waitForState(scoped, (state) => state.connectors.list.some((connector) => connector.id === 'testFamilyWallet'));
    act(() => void scoped.dispatch(connectRequested({ connectorId: 'testFamilyWallet' })));
    await waitForState(scoped, (state) => state.connection.status === 'connected');
    act(() => void scoped.dispatch(connectRequested({ connectorId: 'testFamilyWallet' })));
    const wallet = scoped.dispatch(currentWallet('solana'));
    if ('none' in wallet) throw new Error(wallet.none);
    const message = 'Sign in to the analytics test, nonce 8f1c2e';
    const signature = await wallet.adapter.signMessage(wallet.connector, { address: family.address, message });
    act(() => {
      scoped.dispatch(tokenSelected({ ...nativeBalanceEntry(network, '5'), address: undefined }));
      scoped.dispatch(amountChanged('1'));
      scoped.dispatch(receiverChanged('So11111111111111111111111111111111111111112'));
      scoped.dispatch(sendRequested());
    });
    await waitForState(scoped, (state) => !selectSendState(state).loading && selectSendState(state).sendTokenAmount === undefined);

    // Moves the app to Ethereum (no wallet there to ask), then the wallet refuses to disconnect.
    act(() => void scoped.dispatch(networkSwitchRequested({ caipNetworkId: 'eip155:1' })));
    act(() => void scoped.dispatch(disconnectRequested()));
    await waitForState(scoped, (state) => state.alerts.toast?.notice.key === 'error.failedToDisconnect');
    const end = Date.now();

    await waitFor(() => expect(received()).toHaveLength(9), { timeout: 5_000 });
    expect(eventNames()).toEqual([
      'modal/opened',
      'modal/closed',
      'connection/connectStarted',
      'connection/attemptSucceeded',
      'connection/connectFailed',
      'send/sendRequested',
      'send/succeeded',
      'chain/switchSettled',
      'connection/disconnectFailed',
    ]);
    // Batched: fewer requests than events.
    expect(posts.count).toBeLessThan(received().length);

    for (const event of received()) {
      expect(event).toEqual({
        eventId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
        url: 'http://localhost/',
        domain: 'localhost',
        timestamp: expect.any(Number),
        props: expect.any(Object),
      });
      expect(Number.isInteger(event.timestamp) && event.timestamp >= start && event.timestamp <= end).toBe(true);
    }
    expect(new Set(received().map((event) => event.eventId)).size).toBe(received().length);
    const familyWallet = { wallet: 'Test Family Wallet', method: 'ANNOUNCED', namespace: 'solana' };
    expect(received().map((event) => event.props)).toEqual([
      { event: 'modal/opened', connected: false, network: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' },
      { event: 'modal/closed', connected: false, network: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' },
      { event: 'connection/connectStarted', connected: false, network: expect.any(String), ...familyWallet },
      { event: 'connection/attemptSucceeded', connected: true, network: expect.any(String), ...familyWallet },
      {
        event: 'connection/connectFailed',
        connected: true,
        network: expect.any(String),
        ...familyWallet,
        reason: 'notice.alreadyConnected',
      },
      { event: 'send/sendRequested', connected: true, network: expect.any(String), ...familyWallet, token: 'SOL' },
      { event: 'send/succeeded', connected: true, network: expect.any(String), ...familyWallet, token: 'SOL' },
      { event: 'chain/switchSettled', connected: true, network: 'eip155:1', ...familyWallet, outcome: 'success' },
      { event: 'connection/disconnectFailed', connected: true, network: 'eip155:1', ...familyWallet },
    ]);

    const everything = JSON.stringify(received());
    for (const secret of ['alice@example.com', 'alice', message, signature, family.address]) expect(everything).not.toContain(secret);
  }, 20_000);
});

describe('batching (docs/behaviour.md#analytics)', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  it('sends the events of 1 s from the first one in one request, without holding up the actions', async () => {
    const host = createHostStore();
    host.scoped.dispatch(openModal());
    // The modal is open at once: the event is made after the action, never before it.
    expect(host.scoped.getState().modal.open).toBe(true);
    await configAnswered(host.scoped);
    host.scoped.dispatch(closeModal());
    await jest.advanceTimersByTimeAsync(ANALYTICS_BATCH_MS - 20);
    expect(host.actions.filter(isSend)).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(20);
    expect(host.actions.filter(isSend)).toHaveLength(1);
    await waitFor(() => expect(eventNames()).toEqual(['modal/opened', 'modal/closed']));

    // The next event starts the next batch.
    host.scoped.dispatch(openModal());
    await jest.advanceTimersByTimeAsync(ANALYTICS_BATCH_MS);
    expect(host.actions.filter(isSend)).toHaveLength(2);
    await waitFor(() => expect(eventNames()).toEqual(['modal/opened', 'modal/closed', 'modal/opened']));
  });

  it('sends a waiting batch at once when the page is hidden', async () => {
    const host = createHostStore();
    host.scoped.dispatch(openModal());
    await configAnswered(host.scoped);
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      document.dispatchEvent(new Event('visibilitychange'));
      // Sent at once: the batch had waited at most 10 ms of its second.
      await jest.advanceTimersByTimeAsync(0);
      expect(host.actions.filter(isSend)).toHaveLength(1);
      await waitFor(() => expect(eventNames()).toEqual(['modal/opened']));
    } finally {
      visibility.mockRestore();
    }
  });

  it('gives the page’s address without its query and fragment, which may hold personal data', async () => {
    window.history.pushState({}, '', '/checkout?email=alice%40example.com#order-42');
    try {
      const host = createHostStore();
      host.scoped.dispatch(openModal());
      await configAnswered(host.scoped);
      await jest.advanceTimersByTimeAsync(ANALYTICS_BATCH_MS);
      await waitFor(() => expect(received()).toEqual([expect.objectContaining({ url: 'http://localhost/checkout', domain: 'localhost' })]));
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('makes no event with features.analytics off, and asks nothing', async () => {
    const host = createHostStore({ ...testConfig, features: { analytics: false } });
    host.scoped.dispatch(openModal());
    host.scoped.dispatch(closeModal());
    host.scoped.dispatch(switchSettled({ outcome: 'success', walletAsked: false }));
    await jest.advanceTimersByTimeAsync(ANALYTICS_BATCH_MS * 2);
    expect(host.actions.filter((action) => action.type.includes('executeQuery') || isSend(action))).toEqual([]);
  });

  it.each([
    ['answers no', () => server.use(http.get('*/getAnalyticsConfig', () => HttpResponse.json({ isAnalyticsEnabled: false })))],
    [
      'cannot be read',
      () => {
        mockApi.state.scenario.errors.analyticsConfig = { status: 500 };
      },
    ],
  ])('makes no event for the page when the project’s configuration %s', async (_case, configure) => {
    configure();
    const host = createHostStore();
    host.scoped.dispatch(openModal());
    await configAnswered(host.scoped);
    host.scoped.dispatch(closeModal());
    host.scoped.dispatch(openModal());
    await jest.advanceTimersByTimeAsync(ANALYTICS_BATCH_MS * 2);
    expect(host.actions.filter(isSend)).toHaveLength(0);
    expect(received()).toEqual([]);
  });

  it("says 'Invalid App Configuration' once on a 403 and sends no more", async () => {
    mockApi.state.scenario.errors.analyticsEvent = { status: 403 };
    const host = createHostStore();
    host.scoped.dispatch(openModal());
    await configAnswered(host.scoped);
    await jest.advanceTimersByTimeAsync(ANALYTICS_BATCH_MS);
    await waitFor(() => expect(host.scoped.getState().alerts.alert).toBe('invalidAppConfiguration'));
    host.scoped.dispatch(alertDismissed());

    host.scoped.dispatch(closeModal());
    host.scoped.dispatch(disconnectFailed('dev'));
    await jest.advanceTimersByTimeAsync(ANALYTICS_BATCH_MS * 2);
    expect(host.actions.filter(isSend)).toHaveLength(1);
    expect(host.scoped.getState().alerts.alert).toBeUndefined();
  });
});
