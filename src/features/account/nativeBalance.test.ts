import { jest } from '@jest/globals';
import type { ChainAdapter } from '../../adapters/types';
import { connectTestAccount } from '../../test/connect';
import { createHostStore, testConfig } from '../../test/store';
import { balanceRefreshRequested, selectActiveAccount } from './accountSlice';

/** A chain whose balance the test sets; everything else about the adapter is out of scope here. */
function chainWithBalance() {
  const chain = { balance: '1', reads: 0 };
  const adapter: ChainAdapter = {
    namespace: 'eip155',
    discoverConnectors: () => () => {},
    connect: () => Promise.reject(new Error('not used')),
    syncConnection: async () => undefined,
    disconnect: async () => {},
    switchNetwork: async () => {},
    watchSession: async () => () => {},
    getNativeBalance: async () => ({ balance: chain.balance, symbol: 'ETH' }),
  };
  return { chain, adapter };
}

beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
afterEach(() => jest.useRealTimers());

it('keeps a native balance for 30 s (SPEC §9), then reads it again', async () => {
  const { chain, adapter } = chainWithBalance();
  const { scoped } = createHostStore(testConfig, { adapters: [adapter] });
  connectTestAccount(scoped);
  await jest.advanceTimersByTimeAsync(0);
  expect(selectActiveAccount(scoped.getState())?.balance).toBe('1');

  chain.balance = '2';
  await jest.advanceTimersByTimeAsync(29_000);
  scoped.dispatch(balanceRefreshRequested());
  await jest.advanceTimersByTimeAsync(0);
  expect(selectActiveAccount(scoped.getState())?.balance).toBe('1');

  await jest.advanceTimersByTimeAsync(2_000);
  scoped.dispatch(balanceRefreshRequested());
  await jest.advanceTimersByTimeAsync(0);
  expect(selectActiveAccount(scoped.getState())?.balance).toBe('2');
});
