import { jest } from '@jest/globals';
import { balanceRefreshRequested } from '../../store/slices/accountSlice';
import { connectTestAccount } from '../../test/connect';
import { createFakeEvmAdapter } from '../../test/fakeAdapter';
import { serveMockApi } from '../../test/mockApi';
import { createHostStore, testConfig } from '../../test/store';
import { selectActiveNativeBalance } from './accountSelectors';

serveMockApi();

/** A chain whose balance the test sets. */
function changingChain() {
  const chain = { balance: '1' };
  const adapter = createFakeEvmAdapter({ getNativeBalance: async () => ({ balance: chain.balance, symbol: 'ETH' }) });
  return { chain, adapter };
}

beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
afterEach(() => jest.useRealTimers());

it('keeps a native balance for 30 s, then reads it again', async () => {
  const { chain, adapter } = changingChain();
  const { scoped } = createHostStore(testConfig, { adapters: [adapter] });
  connectTestAccount(scoped);
  await jest.advanceTimersByTimeAsync(0);
  expect(selectActiveNativeBalance(scoped.getState())?.balance).toBe('1');

  chain.balance = '2';
  await jest.advanceTimersByTimeAsync(29_000);
  connectTestAccount(scoped);
  await jest.advanceTimersByTimeAsync(0);
  expect(selectActiveNativeBalance(scoped.getState())?.balance).toBe('1');

  await jest.advanceTimersByTimeAsync(2_000);
  connectTestAccount(scoped);
  await jest.advanceTimersByTimeAsync(0);
  expect(selectActiveNativeBalance(scoped.getState())?.balance).toBe('2');
});

it('reads the balance again at once when a transfer changed it', async () => {
  const { chain, adapter } = changingChain();
  const { scoped } = createHostStore(testConfig, { adapters: [adapter] });
  connectTestAccount(scoped);
  await jest.advanceTimersByTimeAsync(0);
  chain.balance = '0.5';
  scoped.dispatch(balanceRefreshRequested());
  await jest.advanceTimersByTimeAsync(0);
  expect(selectActiveNativeBalance(scoped.getState())?.balance).toBe('0.5');
});
