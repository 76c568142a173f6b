import { jest } from '@jest/globals';
import { bitcoin } from '../../config/networks';
import { ErrorText } from '../../errors';
import type { Balance } from '../../model/balance';
import { seedTokenBalances } from '../../test/accountAnswers';
import { connectTestAccount, TEST_ADDRESS } from '../../test/connect';
import { createFakeEvmAdapter } from '../../test/fakeAdapter';
import { serveMockApi } from '../../test/mockApi';
import { englishText } from '../../test/notices';
import { createHostStore, TEST_PROJECT_ID, waitForState } from '../../test/store';
import { amountChanged, receiverChanged, selectSendState, sendRequested, tokenSelected } from './sendSlice';

serveMockApi();

/** The account holds 2 ETH on the test network (eip155:1), as its Tokens list answers. */
const ether: Balance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  price: 3000,
  quantity: { decimals: '18', numeric: '2' },
  iconUrl: '',
};

function holdEther(scoped: ReturnType<typeof createHostStore>['scoped']) {
  connectTestAccount(scoped);
  seedTokenBalances(scoped, `eip155:1:${TEST_ADDRESS}`, [ether]);
}

/** Asks to send and resolves with the error toast the refusal shows, and its English text. */
async function refusal(scoped: ReturnType<typeof createHostStore>['scoped']) {
  scoped.dispatch(sendRequested());
  const state = await waitForState(scoped, (current) => current.alerts.toast !== undefined);
  expect(selectSendState(state).loading).toBe(false);
  return { variant: state.alerts.toast?.variant, message: englishText(state.alerts.toast?.notice) };
}

describe('what stops a send before the wallet is asked', () => {
  it("requires an amount and a receiver: 'An amount and receiver address are required'", async () => {
    const { scoped } = createHostStore();
    scoped.dispatch(tokenSelected(ether));
    scoped.dispatch(amountChanged('1'));
    expect(await refusal(scoped)).toMatchObject({ variant: 'error', message: ErrorText.sendAmountAndReceiverRequired });
  });

  it("requires a token: 'A token is required', and keeps what was filled in", async () => {
    const { scoped } = createHostStore();
    scoped.dispatch(amountChanged('1'));
    scoped.dispatch(receiverChanged(TEST_ADDRESS));
    expect(await refusal(scoped)).toMatchObject({ variant: 'error', message: ErrorText.sendTokenRequired });
    expect(selectSendState(scoped.getState())).toMatchObject({ sendTokenAmount: '1', receiverAddress: TEST_ADDRESS });
  });

  it("refuses namespaces that cannot send: 'Unsupported chain'", async () => {
    const { scoped } = createHostStore({ projectId: TEST_PROJECT_ID, networks: [bitcoin] });
    scoped.dispatch(tokenSelected({ symbol: 'BTC' }));
    scoped.dispatch(amountChanged('1'));
    scoped.dispatch(receiverChanged('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'));
    expect(await refusal(scoped)).toMatchObject({ variant: 'error', message: ErrorText.unsupportedChain });
  });

  it('refuses an amount beyond the balance', async () => {
    const { scoped } = createHostStore();
    holdEther(scoped);
    scoped.dispatch(tokenSelected(ether));
    scoped.dispatch(amountChanged('2.5'));
    scoped.dispatch(receiverChanged(TEST_ADDRESS));
    expect(await refusal(scoped)).toMatchObject({ variant: 'error', message: ErrorText.insufficientFunds('ETH') });
  });
});

describe('the wait for a transfer’s receipt', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  it('lasts 25 s, the send clock, whatever the family: then the transfer was not confirmed', async () => {
    const adapter = createFakeEvmAdapter({
      discoverConnectors: (found) => {
        found([{ connector: { id: 'dev', name: 'Dev Wallet', type: 'ANNOUNCED', chain: 'eip155' }, getProvider: async () => ({}) }]);
        return () => {};
      },
      // Sent, and never included.
      transfer: async () => ({ id: `0x${'ab'.repeat(32)}`, findReceipt: async () => undefined }),
    });
    const { scoped } = createHostStore(undefined, { adapters: [adapter] });
    await jest.advanceTimersByTimeAsync(0);
    holdEther(scoped);
    scoped.dispatch(tokenSelected(ether));
    scoped.dispatch(amountChanged('1'));
    scoped.dispatch(receiverChanged(TEST_ADDRESS));
    scoped.dispatch(sendRequested());
    await jest.advanceTimersByTimeAsync(24_999);
    expect(selectSendState(scoped.getState()).loading).toBe(true);
    await jest.advanceTimersByTimeAsync(1);
    const { toast } = scoped.getState().alerts;
    expect({ variant: toast?.variant, message: englishText(toast?.notice) }).toEqual({
      variant: 'error',
      message: ErrorText.sendNotConfirmed(25),
    });
    expect(selectSendState(scoped.getState()).loading).toBe(false);
  });
});
